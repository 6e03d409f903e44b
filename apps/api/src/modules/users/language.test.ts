import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { ageCodes, bearer, latestCode, newPhone, randomIp, signIn } from '../../../test/sign-in';

/** Issue 19: the shopper's language, on the profile and from the page they signed up on. */
describe('the shopper’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const me = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().data
      .user;

  it('is English for a new shopper, and saved and answered when changed on the profile', async () => {
    const { token } = await signIn(t.app);
    expect((await me(token)).language).toBe('en');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { language: 'hi' },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.language).toBe('hi');
    expect((await me(token)).language).toBe('hi');

    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { language: 'fr' },
      headers: bearer(token),
    });
    expect(wrong.statusCode).toBe(400);
    expect((await me(token)).language).toBe('hi');
  });

  it('sends the sign-in SMS in the page’s language and signs a new shopper up in it', async () => {
    const phone = newPhone();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { phone },
      remoteAddress: randomIp(),
      headers: { 'accept-language': 'hi' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.message).toBe('OTP भेज दिया गया');
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${phone}` });
    const [sms] = outbox.json().data.messages as Array<{ text: string; code: string }>;
    expect(sms!.text).toBe(
      `${sms!.code} आपका BharatBazaar साइन इन कोड है। यह 5 मिनट तक मान्य है। इसे किसी के साथ शेयर न करें।`,
    );

    const otp = await latestCode(t.app, phone);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { phone, otp, name: 'Asha Rao' },
      remoteAddress: randomIp(),
      headers: { 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ isNewUser: true, user: { language: 'hi' } });
  });

  it('keeps an existing shopper’s language when they sign in from a page in another', async () => {
    const { phone, token } = await signIn(t.app);
    expect((await me(token)).language).toBe('en');
    await ageCodes(t.app.db, phone, 31);
    const headers = { 'accept-language': 'hi' };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { phone },
      remoteAddress: randomIp(),
      headers,
    });
    expect(sent.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { phone, otp: await latestCode(t.app, phone) },
      remoteAddress: randomIp(),
      headers,
    });
    expect(res.statusCode).toBe(200);
    // The profile decides, not the page of one sign-in.
    expect(res.json().data).toMatchObject({ isNewUser: false, user: { language: 'en' } });
  });
});
