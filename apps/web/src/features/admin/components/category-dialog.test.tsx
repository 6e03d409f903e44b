import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCategory } from '@shop/contracts';
import { mockApi, ok, type MockReply } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { CategoryDialog } from './category-dialog';

const electronics: AdminCategory = {
  _id: 'c1',
  id: 'c1',
  name: 'Electronics',
  slug: 'electronics',
  level: 1,
  parentId: null,
  isActive: true,
  image: null,
  description: null,
  sortOrder: 1,
  translations: {},
  productCount: 3,
  childCount: 0,
  nonReturnable: false,
  disclosures: {
    countryOfOrigin: 'India',
    manufacturer: 'Noida Electronics Assembly Private Limited, Sector 80, Noida 201305',
    packer: null,
    importer: null,
    netQuantity: '1 N',
    customerCare: null,
  },
  createdAt: '2026-04-01T04:30:00.000Z',
  updatedAt: '2026-04-01T04:30:00.000Z',
};

const invalid = (path: string, message: string): MockReply => ({
  status: 400,
  body: { success: false, code: 'VALIDATION_ERROR', message, errors: [{ path, message }] },
});

function openDialog() {
  return renderRoutes([
    {
      path: '/',
      element: (
        <CategoryDialog category={electronics} categories={[electronics]} onClose={vi.fn()} />
      ),
    },
  ]);
}

describe('the category dialog: legal information defaults (issue 16)', () => {
  it("shows the category's defaults and sends every field, emptied ones as null", async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'PUT /admin/categories/c1': ok(electronics) });
    openDialog();
    const defaults = within(screen.getByRole('group', { name: 'Legal information defaults' }));
    expect(defaults.getByRole('textbox', { name: /Country of origin/ })).toHaveValue('India');
    await user.clear(defaults.getByRole('textbox', { name: /Net quantity/ }));
    await user.type(defaults.getByRole('textbox', { name: /Imported by/ }), 'VoltEdge Pvt Ltd');
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    await vi.waitFor(() => expect(api.callsTo('PUT /admin/categories/c1')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/categories/c1')[0]?.body).toMatchObject({
      disclosures: {
        countryOfOrigin: 'India',
        manufacturer: electronics.disclosures.manufacturer,
        packer: null,
        importer: 'VoltEdge Pvt Ltd',
        netQuantity: null,
        customerCare: null,
      },
    });
  });

  it("puts the server's refusal on the importer field", async () => {
    const user = userEvent.setup();
    mockApi({
      'PUT /admin/categories/c1': invalid(
        'body.disclosures.importer',
        "Made in China: give the importer's name and address",
      ),
    });
    openDialog();
    const origin = screen.getByRole('textbox', { name: /Country of origin/ });
    await user.clear(origin);
    await user.type(origin, 'China');
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    const importer = screen.getByRole('textbox', { name: /Imported by/ });
    expect(
      await screen.findByText("Made in China: give the importer's name and address"),
    ).toBeInTheDocument();
    expect(importer).toHaveAttribute('aria-invalid', 'true');
  });
});

describe("the category dialog's Hindi texts (issue 19)", () => {
  it('shows the Hindi name the category carries and sends a cleared one as removed', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'PUT /admin/categories/c1': ok(electronics) });
    renderRoutes([
      {
        path: '/',
        element: (
          <CategoryDialog
            category={{ ...electronics, translations: { hi: { name: 'इलेक्ट्रॉनिक्स' } } }}
            categories={[electronics]}
            onClose={vi.fn()}
          />
        ),
      },
    ]);
    await user.click(screen.getByText('Hindi', { selector: 'summary' }));
    const name = screen.getByRole('textbox', { name: 'Name in Hindi' });
    expect(name).toHaveValue('इलेक्ट्रॉनिक्स');
    await user.clear(name);
    await user.type(screen.getByRole('textbox', { name: 'Description in Hindi' }), 'गैजेट');
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    await vi.waitFor(() => expect(api.callsTo('PUT /admin/categories/c1')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/categories/c1')[0]?.body).toMatchObject({
      translations: { hi: { name: null, description: 'गैजेट' } },
    });
  });
});
