import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBanner } from '../../../test/factories';
import { buildAdminTestApp, expectFieldError, type AdminTestApp } from '../../../test/admin';

/** A banner's link leads shoppers to a page of the shop or to an address spelt out in full. */
describe("a banner's link cannot lead to another site in disguise", () => {
  let t: AdminTestApp;
  let bannerId: string;

  beforeAll(async () => {
    t = await buildAdminTestApp();
    bannerId = (await createBanner(t.database.db, { title: 'Diwali' })).id;
  });
  afterAll(() => t.close());

  const MESSAGE =
    'Link must not start with // or /\\: give a path on this shop (like /products) or a full https:// address';
  // Each reads as https://evil.com to a browser.
  const disguised = ['//evil.com', '/\\evil.com', '\\/evil.com', '/\t/evil.com', ' //evil.com/x'];

  it.each(disguised)('refuses %j on create and on update, saying why', async (link) => {
    const created = await t.call({
      method: 'POST',
      url: '/api/admin/banners',
      payload: { title: 'Sale', image: '/uploads/sale.png', link },
    });
    expectFieldError(created, 'body.link');
    const updated = await t.call({
      method: 'PUT',
      url: `/api/admin/banners/${bannerId}`,
      payload: { link },
    });
    expectFieldError(updated, 'body.link');
    if (link !== '\\/evil.com') {
      expect(created.json().message).toBe(MESSAGE);
      expect(updated.json().message).toBe(MESSAGE);
    }
  });

  it('keeps taking paths of the shop and full addresses', async () => {
    for (const link of ['/categories/women', '/products?q=kurta', 'https://example.com/sale']) {
      const res = await t.call({
        method: 'PUT',
        url: `/api/admin/banners/${bannerId}`,
        payload: { link },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.link).toBe(link);
    }
  });
});
