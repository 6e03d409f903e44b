import { describe, expect, it } from 'vitest';
import { exposureWarning, loadConfig } from '../../config';

describe('payment settings', () => {
  it('default to the simulated gateway and a 30 minute payment window', () => {
    expect(loadConfig({})).toMatchObject({
      PAYMENT_PROVIDER: 'simulated',
      PAYMENT_WINDOW_MINUTES: 30,
      UNPAID_ORDER_SWEEP_SECONDS: 60,
    });
  });

  it('need the Razorpay keys for razorpay, and the webhook secret in production', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID/);
    const keys = { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' };
    expect(loadConfig(keys).PAYMENT_PROVIDER).toBe('razorpay');
    const production = {
      ...keys,
      NODE_ENV: 'production',
      OTP_SECRET: 'x'.repeat(32),
      SMS_PROVIDER: 'console',
    };
    expect(() => loadConfig(production)).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
    expect(loadConfig({ ...production, RAZORPAY_WEBHOOK_SECRET: 'w' }).PAYMENT_PROVIDER).toBe(
      'razorpay',
    );
  });

  it('must be named in production; the simulated gateway only when explicitly allowed', () => {
    const production = {
      NODE_ENV: 'production',
      OTP_SECRET: 'x'.repeat(32),
      SMS_PROVIDER: 'console',
    };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_PROVIDER: is required in production/);
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'simulated' })).toThrow(
      /ALLOW_SIMULATED_PAYMENTS=true/,
    );
    const allowed = {
      ...production,
      PAYMENT_PROVIDER: 'simulated',
      ALLOW_SIMULATED_PAYMENTS: 'true',
    };
    expect(loadConfig(allowed).PAYMENT_PROVIDER).toBe('simulated');
  });

  it('reject a payment window out of range', () => {
    expect(() => loadConfig({ PAYMENT_WINDOW_MINUTES: '0' })).toThrow(/PAYMENT_WINDOW_MINUTES/);
  });
});

describe('a server outside production mode', () => {
  it('warns loudly when it listens beyond this machine', () => {
    expect(exposureWarning(loadConfig({}))).toMatch(/listening on 0\.0\.0\.0/);
    expect(exposureWarning(loadConfig({ HOST: '127.0.0.1' }))).toBeUndefined();
    expect(exposureWarning(loadConfig({ HOST: '::1' }))).toBeUndefined();
  });
});
