import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/factories';
import { buildAdminTestApp, expectFieldError, type AdminTestApp } from '../../../test/admin';

/** Issue 16: the product page's legal disclosures, resolved and edited (decision 026). */
describe('product disclosures', () => {
  let t: AdminTestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildAdminTestApp();
    const db = t.database.db;
    const clothing = await createCategory(db, {
      name: 'Clothing',
      disclosures: {
        countryOfOrigin: 'India',
        manufacturer: 'Tiruppur Knits Pvt Ltd, Palladam Road, Tiruppur 641604',
        netQuantity: '1 N',
      },
    });
    const tees = await createCategory(db, {
      name: 'Tees',
      parentId: clothing.id,
      disclosures: { netQuantity: '1 N (one tee)', packer: 'Pack House, Bhiwandi 421302' },
    });
    const gadgets = await createCategory(db, { name: 'Gadgets' });
    ids.clothing = clothing.id;
    ids.tees = tees.id;
    ids.gadgets = gadgets.id;
    const tee = await createProduct(db, {
      categoryId: clothing.id,
      subCategoryId: tees.id,
      disclosures: { manufacturer: 'Desi Threads Pvt Ltd, Sector 37, Gurugram 122001' },
      variants: [
        { size: 'M', price: 499, originalPrice: 999 },
        { size: 'L', price: 599, originalPrice: 1199 },
      ],
    });
    ids.tee = tee.product.id;
    const plain = await createProduct(db, {
      categoryId: gadgets.id,
      variants: [{ size: 'Free', price: 299 }],
    });
    ids.plain = plain.product.id;
  });
  afterAll(() => t.close());

  const detail = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.product.disclosures;
  };

  it('resolves each field from the product, then the sub-category, then the category', async () => {
    const disclosures = await detail(ids.tee!);
    expect(disclosures).toMatchObject({
      countryOfOrigin: 'India',
      // The product's own over the category's.
      manufacturer: 'Desi Threads Pvt Ltd, Sector 37, Gurugram 122001',
      // The sub-category's over the category's.
      netQuantity: '1 N (one tee)',
      packer: 'Pack House, Bhiwandi 421302',
      importer: null,
      customerCare: null,
      // The cheapest variant's MRP.
      mrp: 999,
    });
  });

  it('names the seller and customer care from the store profile', async () => {
    const profile = (await t.app.inject({ method: 'GET', url: '/api/store-profile' })).json().data;
    const disclosures = await detail(ids.tee!);
    expect(disclosures.soldBy).toBe(profile.legalName);
    expect(disclosures.store.phone).toBe(profile.supportPhone);
    expect(disclosures.store.email).toBe(profile.supportEmail);
    expect(disclosures.store.address).toContain(profile.pincode);
    expect(disclosures.store.grievanceOfficer.name).toBe(profile.grievanceOfficerName);
  });

  it('shows a saved store profile on the next product answer', async () => {
    const profile = (await t.app.inject({ method: 'GET', url: '/api/store-profile' })).json().data;
    await detail(ids.tee!);
    const { stateCode: _code, updatedAt: _at, ...body } = profile;
    const saved = await t.call({
      method: 'PUT',
      url: '/api/admin/store-profile',
      payload: { ...body, legalName: 'Bharat Bazaar Commerce Private Limited' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await detail(ids.tee!)).soldBy).toBe('Bharat Bazaar Commerce Private Limited');
  });

  it('leaves fields no level gives empty', async () => {
    expect(await detail(ids.plain!)).toMatchObject({
      countryOfOrigin: null,
      manufacturer: null,
      netQuantity: null,
      mrp: 299,
    });
  });

  it('lets the back office set a product its own fields and a customer-care override', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `/api/admin/products/${ids.tee}`,
      payload: {
        disclosures: {
          countryOfOrigin: ' Bangladesh ',
          importer: 'Desi Threads Pvt Ltd, Sector 37, Gurugram 122001',
          customerCare: 'Desi Threads care: 1800 123 4567, care@desithreads.example',
          manufacturer: '',
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.disclosures).toEqual({
      countryOfOrigin: 'Bangladesh',
      manufacturer: null,
      packer: null,
      importer: 'Desi Threads Pvt Ltd, Sector 37, Gurugram 122001',
      netQuantity: null,
      customerCare: 'Desi Threads care: 1800 123 4567, care@desithreads.example',
    });
    // The storefront shows the change at once; the emptied maker falls back to the category's.
    expect(await detail(ids.tee!)).toMatchObject({
      countryOfOrigin: 'Bangladesh',
      manufacturer: 'Tiruppur Knits Pvt Ltd, Palladam Road, Tiruppur 641604',
      customerCare: 'Desi Threads care: 1800 123 4567, care@desithreads.example',
    });
  });

  it('refuses imported goods with no importer at any level, and changes nothing', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `/api/admin/products/${ids.plain}`,
      payload: { disclosures: { countryOfOrigin: 'China' } },
    });
    expectFieldError(res, 'body.disclosures.importer');
    expect(res.json().message).toMatch(/importer/);
    expect((await detail(ids.plain!)).countryOfOrigin).toBeNull();
  });

  it('refuses too long or wrongly typed fields with a clear message', async () => {
    const long = await t.call({
      method: 'PUT',
      url: `/api/admin/products/${ids.plain}`,
      payload: { disclosures: { manufacturer: 'x'.repeat(301) } },
    });
    expectFieldError(long, 'body.disclosures.manufacturer');
    expect(JSON.stringify(long.json())).toContain('at most 300 characters');
    const unknown = await t.call({
      method: 'PUT',
      url: `/api/admin/products/${ids.plain}`,
      payload: { disclosures: { madeIn: 'India' } },
    });
    expect(unknown.statusCode).toBe(400);
    const wrongType = await t.call({
      method: 'PUT',
      url: `/api/admin/categories/${ids.gadgets}`,
      payload: { disclosures: { netQuantity: 5 } },
    });
    expectFieldError(wrongType, 'body.disclosures.netQuantity');
  });

  it('gives categories defaults that their products then show', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `/api/admin/categories/${ids.gadgets}`,
      payload: {
        disclosures: {
          countryOfOrigin: 'China',
          manufacturer: 'Shenzhen Gadget Works Co., Ltd., Shenzhen, China',
          importer: 'Bijli Imports Pvt Ltd, Lajpat Rai Market, Delhi 110006',
          netQuantity: '1 N',
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.disclosures).toMatchObject({ countryOfOrigin: 'China', packer: null });
    expect(await detail(ids.plain!)).toMatchObject({
      countryOfOrigin: 'China',
      importer: 'Bijli Imports Pvt Ltd, Lajpat Rai Market, Delhi 110006',
      netQuantity: '1 N',
    });
    const created = await t.call({
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name: 'Imports', disclosures: { countryOfOrigin: 'Japan' } },
    });
    expectFieldError(created, 'body.disclosures.importer');
  });
});
