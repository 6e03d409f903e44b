import type {
  AdminBanner,
  AdminCategory,
  AdminProduct,
  Banner,
  Category,
  Product,
  SearchSuggestion,
} from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminTestApp, type AdminTestApp } from '../../../test/admin';
import { createBanner, createCategory, createProduct } from '../../../test/factories';
import { bearer, signIn } from '../../../test/sign-in';

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-IN,en;q=0.9' };

/**
 * Issue 19: the owner's Hindi names, descriptions and banner texts in /admin, answered on Hindi
 * requests with English where none is given; every cache keeps the two languages apart; Hindi
 * words find products through the synonyms and the Hindi names.
 */
describe('catalogue content in Hindi', () => {
  let t: AdminTestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildAdminTestApp();
    const db = t.database.db;
    const women = await createCategory(db, {
      name: 'Women',
      slug: 'women',
      translations: { hi: { name: 'महिलाएं' } },
    });
    const sarees = await createCategory(db, {
      name: 'Sarees',
      slug: 'sarees',
      parentId: women.id,
    });
    const kurtas = await createCategory(db, { name: 'Kurtas', slug: 'kurtas', parentId: women.id });
    const saree = await createProduct(db, {
      name: 'Banarasi Silk Saree',
      description: 'Woven in Varanasi.',
      categoryId: women.id,
      subCategoryId: sarees.id,
      variants: [{ size: 'Free Size', price: 2999 }],
    });
    await createProduct(db, {
      name: 'Chiffon Printed Saree',
      categoryId: women.id,
      subCategoryId: sarees.id,
      variants: [{ size: 'Free Size', price: 899 }],
    });
    const kurta = await createProduct(db, {
      name: 'Cotton Straight Kurta',
      categoryId: women.id,
      subCategoryId: kurtas.id,
      translations: { hi: { name: 'कॉटन स्ट्रेट कुर्ता' } },
      variants: [{ size: 'M', price: 799 }],
    });
    await createProduct(db, {
      name: 'Silk Festive Kurta',
      categoryId: women.id,
      subCategoryId: kurtas.id,
      variants: [{ size: 'M', price: 1899 }],
    });
    // Found only by its Hindi name: no English word of it is a Hindi synonym.
    await createProduct(db, {
      name: 'Handwoven Stole',
      categoryId: women.id,
      translations: { hi: { name: 'हथकरघा चुनरी' } },
      variants: [{ size: 'Free Size', price: 499 }],
    });
    const banner = await createBanner(db, {
      title: 'Festive Sale',
      subtitle: 'Up to 70% off',
      buttonText: 'Shop Now',
      isActive: true,
    });
    Object.assign(ids, {
      women: women.id,
      sarees: sarees.id,
      kurtas: kurtas.id,
      saree: saree.product.id,
      kurta: kurta.product.id,
      kurtaVariant: kurta.variants[0]!.id,
      banner: banner.id,
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('the owner', () => {
    it('sets, merges and clears a product’s Hindi texts, with an audit row', async () => {
      const set = await t.call({
        method: 'PUT',
        url: `/api/admin/products/${ids.saree}`,
        payload: {
          translations: { hi: { name: 'बनारसी सिल्क साड़ी', description: 'वाराणसी में बुनी।' } },
        },
      });
      expect(set.statusCode).toBe(200);
      const product: AdminProduct = set.json().data;
      expect(product.translations).toEqual({
        hi: { name: 'बनारसी सिल्क साड़ी', description: 'वाराणसी में बुनी।' },
      });
      expect(product.name).toBe('Banarasi Silk Saree');

      // A field left out stays; a blank one is removed.
      const cleared = await t.call({
        method: 'PUT',
        url: `/api/admin/products/${ids.saree}`,
        payload: { translations: { hi: { description: '  ' } } },
      });
      expect((cleared.json().data as AdminProduct).translations).toEqual({
        hi: { name: 'बनारसी सिल्क साड़ी' },
      });

      const audit = await t.call({
        method: 'GET',
        url: `/api/admin/audit-logs?entity=product&entityId=${ids.saree}`,
      });
      const [latest, first] = audit.json().data.auditLogs as {
        before: AdminProduct;
        after: AdminProduct;
      }[];
      expect(first?.before.translations).toEqual({});
      expect(first?.after.translations.hi?.description).toBe('वाराणसी में बुनी।');
      expect(latest?.after.translations).toEqual({ hi: { name: 'बनारसी सिल्क साड़ी' } });

      const read = await t.call({ method: 'GET', url: `/api/admin/products/${ids.saree}` });
      expect((read.json().data as AdminProduct).translations.hi?.name).toBe('बनारसी सिल्क साड़ी');
    });

    it('removes the whole Hindi text when every field is blank', async () => {
      const created = await t.call({
        method: 'POST',
        url: '/api/admin/categories',
        payload: {
          name: 'Dupattas',
          parentId: ids.women,
          translations: { hi: { name: 'दुपट्टे', description: 'हर रंग में।' } },
        },
      });
      expect(created.statusCode).toBe(201);
      const category: AdminCategory = created.json().data;
      expect(category.translations).toEqual({ hi: { name: 'दुपट्टे', description: 'हर रंग में।' } });
      const cleared = await t.call({
        method: 'PUT',
        url: `/api/admin/categories/${category.id}`,
        payload: { translations: { hi: { name: '', description: null } } },
      });
      expect((cleared.json().data as AdminCategory).translations).toEqual({});
    });

    it('gives a category and a banner their Hindi texts', async () => {
      const category = await t.call({
        method: 'PUT',
        url: `/api/admin/categories/${ids.sarees}`,
        payload: { translations: { hi: { name: 'साड़ियां' } } },
      });
      expect(category.statusCode).toBe(200);
      const banner = await t.call({
        method: 'PUT',
        url: `/api/admin/banners/${ids.banner}`,
        payload: { translations: { hi: { title: 'फ़ेस्टिव सेल', buttonText: 'अभी खरीदें' } } },
      });
      expect(banner.statusCode).toBe(200);
      expect((banner.json().data as AdminBanner).translations).toEqual({
        hi: { title: 'फ़ेस्टिव सेल', buttonText: 'अभी खरीदें' },
      });
      const list = await t.call({ method: 'GET', url: '/api/admin/banners' });
      const rows: AdminBanner[] = list.json().data.banners;
      expect(rows.every((row) => typeof row.translations === 'object')).toBe(true);
    });
  });

  describe('the storefront', () => {
    it('answers a product in Hindi where given, else in English', async () => {
      const hindi = await get(`/api/products/${ids.saree}`, HINDI);
      expect(hindi.statusCode).toBe(200);
      const product: Product = hindi.json().data.product;
      expect(product.name).toBe('बनारसी सिल्क साड़ी');
      // No Hindi description any more: the English one.
      expect(product.description).toBe('Woven in Varanasi.');
      expect(product.category.name).toBe('महिलाएं');
      expect(product.subCategory?.name).toBe('साड़ियां');
      expect(hindi.headers.vary).toContain('Accept-Language');

      const english = await get(`/api/products/${ids.saree}`, ENGLISH);
      expect(english.json().data.product.name).toBe('Banarasi Silk Saree');
      expect(english.json().data.product.category.name).toBe('Women');
    });

    it('keeps the languages apart in every cache: same URL, two answers, two ETags', async () => {
      for (const url of [
        `/api/products/${ids.saree}`,
        '/api/products?category=women',
        '/api/categories/tree',
        '/api/banners/active',
        '/api/search/suggest?q=saree',
      ]) {
        // Twice each, so the second of each language is a cached answer.
        const first = await get(url, ENGLISH);
        const hindi1 = await get(url, HINDI);
        const hindi2 = await get(url, HINDI);
        const english2 = await get(url, ENGLISH);
        expect(hindi2.body, url).toBe(hindi1.body);
        expect(english2.body, url).toBe(first.body);
        expect(hindi1.body, url).not.toBe(first.body);
        expect(hindi1.headers.etag, url).not.toBe(first.headers.etag);
        expect(hindi1.headers.vary, url).toContain('Accept-Language');
        // A Hindi ETag never revalidates an English answer.
        const revalidated = await get(url, {
          ...ENGLISH,
          'if-none-match': String(hindi1.headers.etag),
        });
        expect(revalidated.statusCode, url).toBe(200);
      }
    });

    it('lists products, categories and banners in Hindi with English fallback', async () => {
      const list = await get('/api/products?category=women&sortBy=name&sortOrder=asc', HINDI);
      const names = (list.json().data.products as Product[]).map((p) => p.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'बनारसी सिल्क साड़ी',
          'Chiffon Printed Saree',
          'कॉटन स्ट्रेट कुर्ता',
          'Silk Festive Kurta',
        ]),
      );

      const tree: Category[] = (await get('/api/categories/tree', HINDI)).json().data.categories;
      const women = tree.find((c) => c.slug === 'women');
      expect(women?.name).toBe('महिलाएं');
      expect(women?.children.map((c) => c.name)).toEqual(
        expect.arrayContaining(['साड़ियां', 'Kurtas']),
      );
      const page = (await get('/api/products/categories/sarees/subcategories', HINDI)).json().data;
      expect(page.category.name).toBe('साड़ियां');

      const filters = (await get('/api/products/filters?category=women', HINDI)).json().data;
      expect(filters.subcategories.map((s: { name: string }) => s.name)).toEqual(
        expect.arrayContaining(['साड़ियां', 'Kurtas']),
      );

      const banners: Banner[] = (await get('/api/banners/active', HINDI)).json().data;
      const banner = banners.find((b) => b.id === ids.banner);
      expect(banner).toMatchObject({
        title: 'फ़ेस्टिव सेल',
        subtitle: 'Up to 70% off',
        buttonText: 'अभी खरीदें',
      });
      const english: Banner[] = (await get('/api/banners/active')).json().data;
      expect(english.find((b) => b.id === ids.banner)?.title).toBe('Festive Sale');
    });
  });

  describe('search in Hindi', () => {
    const search = async (text: string, headers = HINDI) =>
      (
        (await get(`/api/products?search=${encodeURIComponent(text)}`, headers)).json().data
          .products as Product[]
      )
        .map((p) => p.name)
        .sort();

    it('finds sarees for साड़ी and kurtas for कुर्ता through the synonyms', async () => {
      expect(await search('साड़ी')).toEqual(['Chiffon Printed Saree', 'बनारसी सिल्क साड़ी']);
      expect(await search('कुर्ता')).toEqual(['Silk Festive Kurta', 'कॉटन स्ट्रेट कुर्ता']);
      // The same search from an English page answers English names.
      expect(await search('साड़ी', ENGLISH)).toEqual([
        'Banarasi Silk Saree',
        'Chiffon Printed Saree',
      ]);
    });

    it('reads "1000 से कम" as a price', async () => {
      expect(await search('कुर्ता 1000 से कम')).toEqual(['कॉटन स्ट्रेट कुर्ता']);
      expect(await search('kurta 1000 se kam')).toEqual(['कॉटन स्ट्रेट कुर्ता']);
    });

    it('finds a product by its Hindi name and a category by its Hindi name', async () => {
      expect(await search('चुनरी')).toEqual(['हथकरघा चुनरी']);
      // Still being typed: a prefix.
      expect(await search('हथक')).toEqual(['हथकरघा चुनरी']);
    });

    it('suggests Hindi names on Hindi requests', async () => {
      const suggest = async (q: string, headers: Record<string, string>) =>
        (await get(`/api/search/suggest?q=${encodeURIComponent(q)}`, headers)).json().data
          .suggestions as SearchSuggestion[];
      const hindi = await suggest('कॉटन', HINDI);
      expect(hindi.filter((s) => s.kind === 'product').map((s) => s.label)).toEqual([
        'कॉटन स्ट्रेट कुर्ता',
      ]);
      // Through the synonyms: साड़ी is not the start of साड़ियां, but it is a saree.
      const bySynonym = await suggest('साड़ी', HINDI);
      expect(bySynonym.filter((s) => s.kind === 'category').map((s) => s.label)).toEqual([
        'साड़ियां',
      ]);
      const byCategory = await suggest('साड़', HINDI);
      expect(byCategory.filter((s) => s.kind === 'category').map((s) => s.label)).toEqual([
        'साड़ियां',
      ]);
      // An English word on a Hindi page finds the category by its English name, shown in Hindi.
      const english = await suggest('sare', HINDI);
      expect(english.filter((s) => s.kind === 'category').map((s) => s.label)).toEqual(['साड़ियां']);
      const onEnglishPage = await suggest('sare', ENGLISH);
      expect(onEnglishPage.filter((s) => s.kind === 'category').map((s) => s.label)).toEqual([
        'sarees',
      ]);
    });
  });

  describe('the shopper’s cart and wishlist', () => {
    it('name the products in the language of the request', async () => {
      const { token } = await signIn(t.app);
      const as = (headers: Record<string, string>) => ({ ...headers, ...bearer(token) });
      const add = await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: as(HINDI),
        payload: { product: ids.kurta, variantId: ids.kurtaVariant, size: 'M', quantity: 1 },
      });
      expect(add.statusCode).toBe(200);
      expect(add.json().data.cart.items[0].productData.name).toBe('कॉटन स्ट्रेट कुर्ता');
      const english = await t.app.inject({ method: 'GET', url: '/api/cart', headers: as(ENGLISH) });
      expect(english.json().data.cart.items[0].productData.name).toBe('Cotton Straight Kurta');

      await t.app.inject({
        method: 'POST',
        url: '/api/wishlist/add',
        headers: as(ENGLISH),
        payload: { product: ids.kurta },
      });
      const wishlist = async (headers: Record<string, string>) =>
        (await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: as(headers) })).json()
          .data.wishlist.items[0].product.name;
      expect(await wishlist(HINDI)).toBe('कॉटन स्ट्रेट कुर्ता');
      expect(await wishlist(ENGLISH)).toBe('Cotton Straight Kurta');
    });
  });
});
