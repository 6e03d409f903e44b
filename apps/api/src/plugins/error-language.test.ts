import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { bearer, signIn } from '../../test/sign-in';

/** Issue 19: the API answers its errors in the request's language (Accept-Language). */
describe('error messages in the request language', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ token } = await signIn(t.app));
  });
  afterAll(() => t.close());

  const putProfile = (payload: object, language?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload,
      headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
    });

  it('answers the same validation error in English and in Hindi', async () => {
    const english = await putProfile({ name: '   ' }, 'en-IN,en;q=0.9');
    const hindi = await putProfile({ name: '   ' }, 'hi');
    expect(english.statusCode).toBe(400);
    expect(hindi.statusCode).toBe(400);
    expect(english.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Please enter your full name',
      errors: [{ path: 'body.name', message: 'Please enter your full name' }],
    });
    expect(hindi.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'कृपया अपना पूरा नाम डालें',
      errors: [{ path: 'body.name', message: 'कृपया अपना पूरा नाम डालें' }],
    });
    // No header, or one we do not speak: English.
    expect((await putProfile({ name: '   ' })).json().message).toBe('Please enter your full name');
    expect((await putProfile({ name: '   ' }, 'ta-IN')).json().message).toBe(
      'Please enter your full name',
    );
  });

  it('translates templated messages with their field labels, and zod’s own', async () => {
    const address = {
      name: 'Asha',
      phone: '9876543210',
      addressLine1: 'x'.repeat(201),
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '12345',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/addresses',
      payload: address,
      headers: { ...bearer(token), 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(
      (res.json().errors as Array<{ path: string; message: string }>).map((e) => [
        e.path,
        e.message,
      ]),
    );
    expect(messages['body.addressLine1']).toBe('पता बहुत लंबा है');
    expect(messages['body.pincode']).toBe('कृपया सही 6 अंकों का पिनकोड डालें');

    // An unknown key: zod's message, in Hindi too.
    const extra = await putProfile({ name: 'Asha', nickname: 'A' }, 'hi');
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('अनजान फ़ील्ड: "nickname"');
  });

  it('answers an AppError in Hindi', async () => {
    const headers = { ...bearer(token), 'accept-language': 'hi' };
    const order = await t.app.inject({
      method: 'GET',
      url: '/api/orders/65f1c0ffee0000000abc12ef',
      headers,
    });
    expect(order.statusCode).toBe(404);
    expect(order.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'ऑर्डर नहीं मिला' });
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/orders/65f1c0ffee0000000abc12ef',
      headers: bearer(token),
    });
    expect(english.json().message).toBe('Order not found');

    const signedOut = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'accept-language': 'hi' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe('आगे बढ़ने के लिए कृपया साइन इन करें');

    const route = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'hi' },
    });
    expect(route.json()).toMatchObject({
      code: 'ROUTE_NOT_FOUND',
      message: 'रूट GET /api/no-such-thing नहीं मिला',
    });
  });
});
