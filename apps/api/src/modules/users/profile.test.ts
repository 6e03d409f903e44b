import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { bearer, newPhone, signIn } from '../../../test/sign-in';

describe('PUT /api/users/profile', () => {
  let t: TestApp;
  let token: string;
  let phone: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ token, phone } = await signIn(t.app, newPhone(), { name: 'Kavya' }));
  });
  afterAll(() => t.close());

  const put = (payload: unknown, auth = token) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: payload as object,
      headers: bearer(auth),
    });

  it('changes name and e-mail and answers the user', async () => {
    const res = await put({ name: 'Kavya Iyer', email: 'kavya@example.in' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      name: 'Kavya Iyer',
      email: 'kavya@example.in',
      phone,
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().data.user.name).toBe('Kavya Iyer');
  });

  it('leaves out fields that are not sent and removes an e-mail sent empty', async () => {
    await put({ name: 'Kavya', email: 'kavya@example.in' });
    expect((await put({ name: 'Kavya K' })).json().data.user.email).toBe('kavya@example.in');
    const res = await put({ email: '' });
    expect(res.json().data.user).toMatchObject({ name: 'Kavya K', email: null });
  });

  it('rejects a phone, role or id in the body: they are not the shopper’s to set', async () => {
    for (const extra of [{ phone: '9000000001' }, { role: 'admin' }, { _id: 'x' }, { id: 'x' }]) {
      const res = await put({ name: 'Kavya', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().data.user).toMatchObject({ phone, role: 'customer' });
  });

  it('rejects an empty name and a malformed e-mail with the specification’s messages', async () => {
    const blank = await put({ name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0]).toEqual({
      path: 'body.name',
      message: 'Please enter your full name',
    });
    const email = await put({ email: 'kavya@' });
    expect(email.json().errors[0]).toEqual({
      path: 'body.email',
      message: 'Please enter a valid email address',
    });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { name: 'X' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('notification preferences', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ token } = await signIn(t.app));
  });
  afterAll(() => t.close());

  const url = '/api/users/notification-preferences';

  it('start with order updates and SMS on, promotions and newsletter off', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.json()).toEqual({
      success: true,
      data: {
        preferences: { orderUpdates: true, promotions: false, newsletter: false, sms: true },
      },
    });
  });

  it('are saved all at once', async () => {
    const preferences = { orderUpdates: false, promotions: true, newsletter: true, sms: false };
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(token),
      payload: preferences,
    });
    expect(res.json()).toEqual({ success: true, data: { preferences } });
    const again = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(again.json().data.preferences).toEqual(preferences);
  });

  it('reject a missing switch, a non-boolean and an unknown key', async () => {
    const full = { orderUpdates: true, promotions: false, newsletter: false, sms: true };
    for (const payload of [
      { orderUpdates: true, promotions: false, newsletter: false },
      { ...full, sms: 'yes' },
      { ...full, whatsapp: true },
    ]) {
      const res = await t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('need a session', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
