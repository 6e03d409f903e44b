import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { bearer, signIn } from '../../../test/sign-in';
import { MAX_ADDRESSES_PER_USER } from './address-service';

const home = {
  name: 'Priya Sharma',
  phone: '9876543210',
  addressLine1: '14, 2nd Cross, Indiranagar',
  addressLine2: 'Near 100 Feet Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  landmark: 'Opposite the metro station',
};
const office = {
  ...home,
  addressLine1: '5th Floor, Prestige Tower',
  addressLine2: '',
  landmark: '',
};

describe('saved addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/users/addresses${url}`, headers: bearer(token), payload });
  const list = async (token: string) =>
    (await call(token, 'GET', '')).json().data.addresses as Array<{
      id: string;
      isDefault: boolean;
      pincode: string;
    }>;

  it('saves an address with 201; the first one becomes the default', async () => {
    const { token } = await signIn(t.app);
    expect(await list(token)).toEqual([]);
    const res = await call(token, 'POST', '', { ...home, isDefault: false });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.address).toMatchObject({
      ...home,
      _id: res.json().data.address.id,
      isDefault: true,
    });
    const second = await call(token, 'POST', '', office);
    expect(second.json().data.address).toMatchObject({
      addressLine2: null,
      landmark: null,
      isDefault: false,
    });
  });

  it('keeps one default: choosing another moves it, and the list shows it first, then newest', async () => {
    const { token } = await signIn(t.app);
    const a = (await call(token, 'POST', '', home)).json().data.address;
    const b = (await call(token, 'POST', '', office)).json().data.address;
    const c = (await call(token, 'POST', '', { ...office, city: 'Mysuru', isDefault: true })).json()
      .data.address;
    expect(c.isDefault).toBe(true);
    expect((await list(token)).map((x) => [x.id, x.isDefault])).toEqual([
      [c.id, true],
      [b.id, false],
      [a.id, false],
    ]);

    const moved = await call(token, 'PUT', `/${a.id}`, { ...home, isDefault: true });
    expect(moved.json().data.address.isDefault).toBe(true);
    expect((await list(token)).filter((x) => x.isDefault).map((x) => x.id)).toEqual([a.id]);

    // Unticking the default keeps it: the default changes only by choosing another address.
    const unticked = await call(token, 'PUT', `/${a.id}`, {
      ...home,
      city: 'Pune',
      isDefault: false,
    });
    expect(unticked.json().data.address).toMatchObject({ city: 'Pune', isDefault: true });
  });

  it('makes the newest remaining address the default when the default is deleted', async () => {
    const { token } = await signIn(t.app);
    const a = (await call(token, 'POST', '', home)).json().data.address;
    const b = (await call(token, 'POST', '', office)).json().data.address;
    const c = (await call(token, 'POST', '', office)).json().data.address;
    await call(token, 'PUT', `/${b.id}`, { ...office, isDefault: true });
    const res = await call(token, 'DELETE', `/${b.id}`);
    expect(res.json()).toEqual({ success: true, data: { id: b.id } });
    expect((await list(token)).map((x) => [x.id, x.isDefault])).toEqual([
      [c.id, true],
      [a.id, false],
    ]);
  });

  it('answers 404 for another user’s, an unknown or a malformed id, and changes nothing', async () => {
    const owner = await signIn(t.app);
    const stranger = await signIn(t.app);
    const mine = (await call(owner.token, 'POST', '', home)).json().data.address;
    for (const id of [mine.id, 'ffffffffffffffffffffffff', 'not-an-id']) {
      for (const [method, payload] of [
        ['PUT', office],
        ['DELETE', undefined],
      ] as const) {
        const res = await call(stranger.token, method, `/${id}`, payload);
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json()).toEqual({
          success: false,
          code: 'ADDRESS_NOT_FOUND',
          message: 'Address not found',
        });
      }
    }
    expect((await list(owner.token))[0]).toMatchObject({
      id: mine.id,
      addressLine1: home.addressLine1,
    });
  });

  it('rejects unknown keys such as userId, isDefault of the wrong type, and missing fields', async () => {
    const { token } = await signIn(t.app);
    for (const payload of [
      { ...home, userId: 'someone' },
      { ...home, id: 'x' },
      { ...home, isDefault: 'yes' },
    ]) {
      const res = await call(token, 'POST', '', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const blank = await call(token, 'POST', '', { ...home, name: ' ' });
    expect(blank.json().errors[0]).toEqual({ path: 'body.name', message: 'Name is required' });
    const { city: _city, ...withoutCity } = home;
    const missing = await call(token, 'POST', '', withoutCity);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('body.city');
    expect(await list(token)).toEqual([]);
  });

  it('explains a wrong phone or pincode in the specification’s words', async () => {
    const { token } = await signIn(t.app);
    const phone = await call(token, 'POST', '', { ...home, phone: '5123456789' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors[0]).toEqual({
      path: 'body.phone',
      message:
        'Please enter a valid 10-digit Indian mobile number starting with 6-9, or use 1234567890 for testing',
    });
    const pincode = await call(token, 'POST', '', { ...home, pincode: '056003' });
    expect(pincode.json().errors[0]).toEqual({
      path: 'body.pincode',
      message: 'Please enter a valid 6-digit pincode',
    });
    // spec §5: the fixed test number is accepted as an address phone.
    expect((await call(token, 'POST', '', { ...home, phone: '1234567890' })).statusCode).toBe(201);
  });

  it('refuses a state its pincode is not in, on adding and on changing', async () => {
    const { token } = await signIn(t.app);
    const message =
      'Pincode 560038 is in Karnataka, not Kerala. Please check the state or the pincode.';
    const added = await call(token, 'POST', '', { ...home, state: 'Kerala' });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(added.json().errors).toEqual([{ path: 'body.state', message }]);
    expect(await list(token)).toEqual([]);
    // The state as typed in any case; a border pincode (782410) in either of its states.
    const saved = await call(token, 'POST', '', { ...home, state: 'karnataka' });
    expect(saved.statusCode).toBe(201);
    const border = { ...home, city: 'Jagiroad', state: 'Meghalaya', pincode: '782410' };
    expect((await call(token, 'POST', '', border)).statusCode).toBe(201);
    const id = saved.json().data.address.id as string;
    const changed = await call(token, 'PUT', `/${id}`, { ...home, state: 'Kerala' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors).toEqual([{ path: 'body.state', message }]);
    expect((await list(token)).length).toBe(2);
  });

  it('refuses a pincode the directory does not list, which no order could go to (decision 052)', async () => {
    const { token } = await signIn(t.app);
    const message = 'We could not find pincode 999999. Please check it.';
    const added = await call(token, 'POST', '', { ...home, pincode: '999999' });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(added.json().errors).toEqual([{ path: 'body.pincode', message }]);
    const saved = await call(token, 'POST', '', home);
    const id = saved.json().data.address.id as string;
    const changed = await call(token, 'PUT', `/${id}`, { ...home, pincode: '999999' });
    expect(changed.json().errors).toEqual([{ path: 'body.pincode', message }]);
    expect((await list(token)).map((address) => address.pincode)).toEqual([home.pincode]);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_USER} addresses per user`, async () => {
    const { token } = await signIn(t.app);
    for (let i = 0; i < MAX_ADDRESSES_PER_USER; i++) {
      expect(
        (await call(token, 'POST', '', { ...office, addressLine1: `Flat ${i}` })).statusCode,
      ).toBe(201);
    }
    const res = await call(token, 'POST', '', office);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'ADDRESS_LIMIT' });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/addresses' });
    expect(res.statusCode).toBe(401);
  });
});
