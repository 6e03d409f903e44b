import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LanguageProvider, loadLanguage } from '@/lib/i18n';
import { renderAtRoot } from '@/test/render';
import { AdminPagination } from './admin-pagination';

const ORDERS = { one: 'order', other: 'orders' };
const pagination = (totalItems: number, totalPages = 1) => ({
  totalItems,
  currentPage: 1,
  totalPages,
  hasNext: totalPages > 1,
  hasPrev: false,
});

describe('the back office pagination', () => {
  it('counts in the singular for one and the plural for more', () => {
    const view = renderAtRoot(
      <AdminPagination pagination={pagination(1)} noun={ORDERS} onPageChange={() => {}} />,
    );
    expect(screen.getByText('Page 1 of 1 · 1 order')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'orders pages' })).toBeInTheDocument();
    view.unmount();
    renderAtRoot(
      <AdminPagination pagination={pagination(1234, 62)} noun={ORDERS} onPageChange={() => {}} />,
    );
    expect(screen.getByText('Page 1 of 62 · 1,234 orders')).toBeInTheDocument();
  });

  it('reads in Hindi on a Hindi page', async () => {
    await loadLanguage('hi');
    renderAtRoot(
      <LanguageProvider language="hi">
        <AdminPagination
          pagination={pagination(1)}
          noun={{ one: 'ऑर्डर', other: 'ऑर्डर' }}
          onPageChange={() => {}}
        />
      </LanguageProvider>,
    );
    expect(screen.getByText('पेज 1 / 1 · 1 ऑर्डर')).toBeInTheDocument();
  });
});
