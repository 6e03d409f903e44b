import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { LanguageProvider, loadLanguage } from '@/lib/i18n';
import { buildProduct, buildVariant } from '@/test/catalogue-factory';
import { renderAtRoot } from '@/test/render';
import { Pagination } from './pagination';
import { ProductCard } from './product-card';

/** Issue 19: product cards and the listing's pagination on Hindi pages. */
describe('catalogue in Hindi', () => {
  beforeAll(() => loadLanguage('hi'));

  it('shows a card with Hindi words and rupees as in English', () => {
    renderAtRoot(
      <LanguageProvider language="hi">
        <ProductCard
          product={buildProduct({ name: 'Linen Shirt', price: 750, originalPrice: 1000 })}
        />
        <ProductCard
          product={buildProduct({
            _id: 'sold-out',
            name: 'Silk Saree',
            totalStock: 0,
            variants: [buildVariant({ stock: 0 })],
          })}
        />
      </LanguageProvider>,
    );
    expect(screen.getByText('₹750')).toBeInTheDocument();
    expect(screen.getByText('25% छूट')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'कार्ट में डालें' })).toHaveLength(2);
    expect(screen.getByText('स्टॉक में नहीं')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'विशलिस्ट में डालें' })).toHaveLength(2);
    expect(screen.queryByText(/Add to Cart|OFF/)).not.toBeInTheDocument();
  });

  it('says where the shopper is in the list in Hindi', () => {
    renderAtRoot(
      <LanguageProvider language="hi">
        <Pagination
          currentPage={2}
          totalPages={5}
          totalItems={55}
          pageSize={12}
          showFirstLast
          onPageChange={vi.fn()}
        />
      </LanguageProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'पेज' })).toBeInTheDocument();
    expect(screen.getByText('55 में से 13 से 24 प्रोडक्ट दिख रहे हैं')).toBeInTheDocument();
    expect(screen.getByText('5 में से पेज 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अगला' })).toBeEnabled();
  });
});
