import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { APP_START_SCRIPT_SOURCE } from '../../plugins/app-start';

const RAZORPAY_ENV = {
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_key',
  RAZORPAY_KEY_SECRET: 'rzp_test_secret_key',
  UNPAID_ORDER_SWEEP_SECONDS: '0',
};

/** The Content-Security-Policy header as directive name -> its sources. */
async function policyOf(t: TestApp): Promise<Map<string, string[]>> {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const RAZORPAY_ORIGINS = [
  'https://checkout.razorpay.com',
  'https://api.razorpay.com',
  'https://lumberjack.razorpay.com',
];

describe('Content-Security-Policy and Razorpay Checkout (decision 008)', () => {
  let simulated: TestApp;
  let razorpay: TestApp;

  beforeAll(async () => {
    simulated = await buildTestApp({ env: { UNPAID_ORDER_SWEEP_SECONDS: '0' } });
    razorpay = await buildTestApp({ env: RAZORPAY_ENV });
  });
  afterAll(async () => {
    await simulated.close();
    await razorpay.close();
  });

  it('lets Razorpay Checkout load, connect and open its frame under PAYMENT_PROVIDER=razorpay', async () => {
    const policy = await policyOf(razorpay);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      APP_START_SCRIPT_SOURCE,
      'https://checkout.razorpay.com',
    ]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.razorpay.com',
      'https://lumberjack.razorpay.com',
    ]);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://api.razorpay.com']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('names no Razorpay origin with the simulated gateway', async () => {
    const policy = await policyOf(simulated);
    // The only inline script allowed is the page starter, by its hash (decision 030).
    expect(policy.get('script-src')).toEqual(["'self'", APP_START_SCRIPT_SOURCE]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    const header = [...policy.values()].flat();
    for (const origin of RAZORPAY_ORIGINS) expect(header).not.toContain(origin);
  });
});
