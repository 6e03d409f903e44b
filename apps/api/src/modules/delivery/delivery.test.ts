import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildAdminTestApp, expectFieldError, type AdminTestApp } from '../../../test/admin';
import { stockedProduct } from '../../../test/orders';
import { DEFAULT_DELIVERY_SETTINGS } from './delivery-service';

describe('pincodes and the delivery promise (issue 16)', () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await buildAdminTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const check = async (pincode: string, extra = '') => {
    const res = await get(`/api/delivery/check?pincode=${pincode}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** Fakes only Date: the route reads the clock with new Date(). */
  const at = (local: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${local}+05:30`));
  };
  const saveSettings = async (changes: object) => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/admin/delivery-settings',
      payload: { ...DEFAULT_DELIVERY_SETTINGS, ...changes },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('holds the whole all-India directory, loaded at migrate time', async () => {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as n, count(distinct state)::int as states from pincodes`,
    )) as unknown as { rows: Array<{ n: number; states: number }> };
    const [row] = result.rows;
    expect(row!.n).toBeGreaterThan(19_000);
    // Every state and union territory: Dadra and Nagar Haveli and Daman and Diu too.
    expect(row!.states).toBe(36);
  });

  it('names the other state of a border pincode and of one the directory doubts', async () => {
    const other = async (pincode: string) =>
      (await get(`/api/pincodes/${pincode}`)).json().data as {
        state: string;
        otherStates: string[];
      };
    expect(await other('560001')).toMatchObject({ state: 'Karnataka', otherStates: [] });
    expect(await other('782410')).toMatchObject({ state: 'Assam', otherStates: ['Meghalaya'] });
    // Silvassa and Mahe: small territories inside another state's sorting district keep their
    // own state; the district's state is allowed too.
    expect(await other('396230')).toMatchObject({
      state: 'Dadra and Nagar Haveli and Daman and Diu',
      otherStates: ['Gujarat'],
    });
    expect(await other('673310')).toMatchObject({ state: 'Puducherry', otherStates: ['Kerala'] });
    // Agartala, filed under Telangana by mistake, is Tripura's; Telangana stays allowed.
    expect(await other('799001')).toMatchObject({ state: 'Tripura', otherStates: ['Telangana'] });
  });

  it('fills city and state for pincodes in several states', async () => {
    const cases: Array<[string, string, string]> = [
      ['560001', 'Bengaluru Urban', 'Karnataka'],
      ['110001', 'New Delhi', 'Delhi'],
      ['400001', 'Mumbai', 'Maharashtra'],
      ['600090', 'Chennai', 'Tamil Nadu'],
      ['700016', 'Kolkata', 'West Bengal'],
      ['799001', 'West Tripura', 'Tripura'],
      ['744101', 'South Andamans', 'Andaman and Nicobar Islands'],
      ['194101', 'Leh Ladakh', 'Ladakh'],
    ];
    for (const [pincode, city, state] of cases) {
      const res = await get(`/api/pincodes/${pincode}`);
      expect(res.statusCode, pincode).toBe(200);
      expect(res.json().data, pincode).toMatchObject({ pincode, city, state });
    }
    const withCoordinates = (await get('/api/pincodes/560001')).json().data;
    expect(withCoordinates.latitude).toBeCloseTo(12.9, 0);
  });

  it('says so for an unknown pincode, and 400 for a malformed one', async () => {
    const unknown = await get('/api/pincodes/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('We could not find pincode 999999. Please check it.');
    for (const bad of ['12345', '012345', '56000a']) {
      const res = await get(`/api/pincodes/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0].message).toBe('Please enter a valid 6-digit pincode');
    }
    const check = await get('/api/delivery/check?pincode=5600');
    expectFieldError(check, 'query.pincode');
    expect((await get('/api/delivery/check')).statusCode).toBe(400);
    const emptyProduct = await get('/api/delivery/check?pincode=560001&productId=');
    expectFieldError(emptyProduct, 'query.productId');
    expect(emptyProduct.json().errors[0].message).toBe('Product ID must not be empty');
  });

  it('promises by zone from the dispatch pincode, with the cut-off', async () => {
    at('2026-03-05T10:00'); // Thursday, before the 2 pm cut-off
    expect(await check('560001')).toEqual({
      pincode: '560001',
      city: 'Bengaluru Urban',
      state: 'Karnataka',
      serviceable: true,
      codAvailable: true,
      estimatedDelivery: '2026-03-06',
      days: 1,
      zone: 'sameCity',
    });
    expect(await check('570001')).toMatchObject({ zone: 'sameState', days: 2 });
    expect(await check('110001')).toMatchObject({ zone: 'metro', estimatedDelivery: '2026-03-09' });
    expect(await check('682031')).toMatchObject({ zone: 'rest', estimatedDelivery: '2026-03-10' });
    expect(await check('799001')).toMatchObject({
      zone: 'remote',
      estimatedDelivery: '2026-03-13',
    });
    at('2026-03-05T14:30'); // after the cut-off: leaves Friday
    expect(await check('560001')).toMatchObject({ estimatedDelivery: '2026-03-07', days: 2 });
  });

  it('skips the weekend and the days the owner does not dispatch', async () => {
    await saveSettings({ dispatchDays: [1, 2, 3, 4, 5] });
    at('2026-03-06T15:00'); // Friday after the cut-off: Saturday and Sunday are off
    expect(await check('560001')).toMatchObject({ estimatedDelivery: '2026-03-10', days: 4 });
    at('2026-03-07T09:00'); // Saturday morning: still Monday's dispatch
    expect(await check('110001')).toMatchObject({ estimatedDelivery: '2026-03-12', days: 5 });
    await saveSettings({});
  });

  it('answers not serviceable, with why, for an unserved or unknown pincode', async () => {
    await saveSettings({ nonServiceablePincodes: ['795001'] });
    expect(await check('795001')).toMatchObject({
      serviceable: false,
      codAvailable: false,
      estimatedDelivery: null,
      city: 'Imphal West',
      state: 'Manipur',
      reason: 'Sorry, we do not deliver to 795001 (Imphal West) yet',
    });
    expect(await check('999999')).toMatchObject({
      serviceable: false,
      city: null,
      reason: 'We could not find pincode 999999. Please check it.',
    });
    await saveSettings({});
  });

  it("withholds cash on delivery for a blocked pincode and above the cap on a product's price", async () => {
    const item = await stockedProduct(t.app, { price: 2500 });
    await saveSettings({
      cod: { maxOrderValue: 2000, blockedPincodes: ['682031'], fee: 0, refusedLimit: 3 },
    });
    expect(await check('682031')).toMatchObject({
      serviceable: true,
      codAvailable: false,
      codReason: 'Cash on delivery is not available for pincode 682031',
    });
    expect(await check('560001', `&productId=${item.product.id}`)).toMatchObject({
      codAvailable: false,
      codReason: 'Cash on delivery is available only on orders up to ₹2,000',
    });
    expect(await check('560001')).toMatchObject({ codAvailable: true });
    const missing = await get('/api/delivery/check?pincode=560001&productId=nope');
    expect(missing.statusCode).toBe(404);
    await saveSettings({});
  });

  it('says why in Hindi to a Hindi reader (issue 19)', async () => {
    const inHindi = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/delivery/check?${query}`,
        headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers.vary).toMatch(/accept-language/i);
      return res.json().data;
    };
    const item = await stockedProduct(t.app, { price: 2500 });
    await saveSettings({
      nonServiceablePincodes: ['795001'],
      cod: { maxOrderValue: 2000, blockedPincodes: ['682031'], fee: 0, refusedLimit: 3 },
    });
    expect((await inHindi('pincode=999999')).reason).toBe('पिनकोड 999999 नहीं मिला। कृपया इसे जाँचें।');
    expect((await inHindi('pincode=795001')).reason).toBe(
      'माफ़ कीजिए, हम अभी 795001 (Imphal West) पर डिलीवरी नहीं करते',
    );
    expect((await inHindi('pincode=682031')).codReason).toBe(
      'पिनकोड 682031 के लिए कैश ऑन डिलीवरी उपलब्ध नहीं है',
    );
    expect((await inHindi(`pincode=560001&productId=${item.product.id}`)).codReason).toBe(
      'कैश ऑन डिलीवरी सिर्फ़ ₹2,000 तक के ऑर्डर पर उपलब्ध है',
    );
    // English readers keep the English.
    expect((await check('999999')).reason).toBe(
      'We could not find pincode 999999. Please check it.',
    );
    await saveSettings({});
  });

  it('lets the owner read and replace the settings, refusing bad ones with the field', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/api/admin/delivery-settings' })).json().data,
    ).toEqual(DEFAULT_DELIVERY_SETTINGS);
    const saved = await saveSettings({
      dispatchPincodes: ['110001', '560001', '110001'],
      nonServiceablePincodes: ['795001', '744101'],
    });
    expect(saved.dispatchPincodes).toEqual(['110001', '560001']);
    expect(saved.nonServiceablePincodes).toEqual(['744101', '795001']);
    // Delhi is now a dispatch city of its own.
    expect(await check('110001')).toMatchObject({ zone: 'sameCity' });
    const put = (changes: object) =>
      t.call({
        method: 'PUT',
        url: '/api/admin/delivery-settings',
        payload: { ...DEFAULT_DELIVERY_SETTINGS, ...changes },
      });
    expectFieldError(await put({ cutoffTime: '25:00' }), 'body.cutoffTime');
    expectFieldError(await put({ dispatchDays: [] }), 'body.dispatchDays');
    expectFieldError(await put({ dispatchPincodes: [] }), 'body.dispatchPincodes');
    expectFieldError(await put({ zoneDays: { sameCity: 0 } }), 'body.zoneDays.sameCity');
    expectFieldError(
      await put({ cod: { ...DEFAULT_DELIVERY_SETTINGS.cod, fee: -1 } }),
      'body.cod.fee',
    );
    const unknown = await put({ dispatchPincodes: ['999999'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Dispatch pincode 999999 is not in the pincode directory');
    const log = await t.call({
      method: 'GET',
      url: '/api/admin/audit-logs?entity=delivery-settings',
    });
    expect(log.json().data.auditLogs[0]).toMatchObject({ action: 'delivery-settings.update' });
    await saveSettings({});
  });
});
