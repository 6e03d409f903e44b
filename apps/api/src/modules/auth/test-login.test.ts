import { afterEach, describe, expect, it } from 'vitest';
import { TEST_OTP, TEST_PHONE } from '@shop/contracts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { sendCode, verifyCode } from '../../../test/sign-in';

/** Production settings that config.ts insists on. */
const PRODUCTION = {
  NODE_ENV: 'production',
  OTP_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
  SMS_PROVIDER: 'console',
  PAYMENT_PROVIDER: 'simulated',
  ALLOW_SIMULATED_PAYMENTS: 'true',
};

describe('the fixed test number (spec §7 developer helper)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const testLogin = (app: TestApp['app']) =>
    verifyCode(app, { phone: TEST_PHONE, otp: TEST_OTP, name: 'Test User' });

  it('signs in with the test code outside production, without sending an SMS', async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'development' } });
    const sent = await sendCode(t.app, TEST_PHONE);
    expect(sent.statusCode).toBe(200);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' });
    expect(outbox.json().data.messages).toEqual([]);

    const res = await testLogin(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ isNewUser: true, user: { phone: TEST_PHONE } });
    // It can sign in again: the test code is not a one-time challenge.
    expect((await testLogin(t.app)).json().data.isNewUser).toBe(false);
  });

  it('is an ordinary number in production', async () => {
    t = await buildTestApp({ env: PRODUCTION });
    const res = await testLogin(t.app);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_OTP' });
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().data.testLoginEnabled).toBe(false);
  });

  it('works in production only with ALLOW_TEST_LOGIN=true', async () => {
    t = await buildTestApp({ env: { ...PRODUCTION, ALLOW_TEST_LOGIN: 'true' } });
    expect((await testLogin(t.app)).statusCode).toBe(200);
  });

  it('does not expose the SMS outbox in production', async () => {
    t = await buildTestApp({ env: PRODUCTION });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
