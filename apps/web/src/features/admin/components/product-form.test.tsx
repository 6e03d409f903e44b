import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageProvider, loadLanguage } from '@/lib/i18n';
import { deferredReply, mockApi, ok, type MockReply } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { ProductEditorPage } from '../pages/product-editor-page';
import { buildAdminProduct } from '../test-product';

const saree = buildAdminProduct({
  translations: { hi: { name: 'बनारसी सिल्क साड़ी', description: 'वाराणसी में बुनी गई।' } },
});

function api(put: MockReply = ok(saree)) {
  return mockApi({
    'GET /admin/products/p1': ok(saree),
    'GET /admin/categories': ok({ categories: [] }),
    'PUT /admin/products/p1': put,
  });
}

function openEditor(language: 'en' | 'hi' = 'en') {
  return renderRoutes(
    [
      {
        path: '/admin/products/:id',
        element: (
          <LanguageProvider language={language}>
            <ProductEditorPage />
          </LanguageProvider>
        ),
      },
    ],
    { path: '/admin/products/p1' },
  );
}

/** The <details> around the owner's Hindi texts (its summary names it). */
const hindiSection = (summary: string) =>
  screen.getByText(summary, { selector: 'summary' }).closest('details') as HTMLDetailsElement;

describe("the product form's Hindi texts (issue 19)", () => {
  it('shows the Hindi texts the product carries, folded away, and sends blank as removed', async () => {
    const user = userEvent.setup();
    const calls = api();
    openEditor();
    await screen.findByRole('button', { name: 'Save product' });
    const section = hindiSection('Hindi');
    expect(section.open).toBe(false);
    // Folded, the section adds no fields (the journeys' 'Name' and 'Description' stay unique).
    expect(screen.queryByRole('textbox', { name: 'Name in Hindi' })).not.toBeInTheDocument();
    await user.click(within(section).getByText('Hindi'));
    expect(section.open).toBe(true);
    const name = screen.getByRole('textbox', { name: 'Name in Hindi' });
    expect(name).toHaveValue('बनारसी सिल्क साड़ी');
    expect(screen.getByRole('textbox', { name: 'Description in Hindi' })).toHaveValue(
      'वाराणसी में बुनी गई।',
    );

    await user.clear(name);
    await user.type(name, 'बनारसी साड़ी');
    await user.clear(screen.getByRole('textbox', { name: 'Description in Hindi' }));
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    await vi.waitFor(() => expect(calls.callsTo('PUT /admin/products/p1')).toHaveLength(1));
    expect(calls.callsTo('PUT /admin/products/p1')[0]?.body).toMatchObject({
      name: 'Banarasi Silk Saree',
      translations: { hi: { name: 'बनारसी साड़ी', description: null } },
    });
  });

  it("opens the Hindi section to show the server's complaint about a Hindi text", async () => {
    const user = userEvent.setup();
    const message = 'Hindi name must be at most 200 characters';
    api({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_ERROR',
        message,
        errors: [{ path: 'body.translations.hi.name', message }],
      },
    });
    openEditor();
    await user.click(await screen.findByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(hindiSection('Hindi').open).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Name in Hindi' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('reads in Hindi on a Hindi page, the owner’s Hindi texts included', async () => {
    const user = userEvent.setup();
    await loadLanguage('hi');
    api();
    openEditor('hi');
    await screen.findByRole('button', { name: 'प्रोडक्ट सेव करें' });
    expect(hindiSection('हिंदी').open).toBe(false);
    await user.click(screen.getByText('हिंदी', { selector: 'summary' }));
    expect(screen.getByRole('textbox', { name: 'हिंदी में नाम' })).toHaveValue('बनारसी सिल्क साड़ी');
    expect(screen.getByRole('group', { name: 'जानकारी' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'नाम' })).toHaveValue('Banarasi Silk Saree');
    expect(screen.getByRole('heading', { name: 'वेरिएंट' })).toBeInTheDocument();
    expect(screen.getByText('← सभी प्रोडक्ट')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रोडक्ट सेव करें' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'रिटर्न नहीं होगा' })).toBeInTheDocument();
    // None of the form's English words is left (the product's own English name aside).
    for (const english of [
      'Details',
      'Save product',
      'Variants',
      'Legal information',
      'GST rate',
    ]) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });
});

describe("the product form's category", () => {
  const category = (id: string, name: string, parentId: string | null) => ({
    _id: id,
    id,
    name,
    slug: name.toLowerCase(),
    level: parentId ? 2 : 1,
    parentId,
    isActive: true,
  });

  it('shows the product’s category and sub-category when the categories arrive after the form', async () => {
    const kurtas = buildAdminProduct({ categoryId: 'c1', subCategoryId: 'c2' });
    const late = deferredReply();
    mockApi({ 'GET /admin/products/p1': ok(kurtas), 'GET /admin/categories': late.route });
    openEditor();
    await screen.findByRole('button', { name: 'Save product' });
    late.release(
      ok({
        categories: [
          category('c0', 'Men', null),
          category('c1', 'Women', null),
          category('c2', 'Kurtas', 'c1'),
        ],
      }),
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Women'),
    );
    expect(screen.getByRole('combobox', { name: 'Sub-category' })).toHaveDisplayValue('— Kurtas');
  });
});
