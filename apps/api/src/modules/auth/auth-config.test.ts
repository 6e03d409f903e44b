import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { resolveOtpSecret } from './otp-secret';

const SECRET = 'x'.repeat(32);

describe('sign-in settings', () => {
  it('default to the console provider, 30-day sessions and no admins', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      SMS_PROVIDER: 'console',
      SESSION_TTL_DAYS: 30,
      ADMIN_PHONES: [],
      OTP_SEND_LIMIT_PER_IP: 20,
      OTP_VERIFY_LIMIT_PER_IP: 60,
    });
  });

  it('read ADMIN_PHONES as a comma-separated list of 10-digit numbers', () => {
    expect(loadConfig({ ADMIN_PHONES: '9876543210, 9123456780' }).ADMIN_PHONES).toEqual([
      '9876543210',
      '9123456780',
    ]);
    expect(() => loadConfig({ ADMIN_PHONES: '98765' })).toThrow(/ADMIN_PHONES/);
  });

  it('require OTP_SECRET and an explicit SMS_PROVIDER in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'console' })).toThrow(
      /OTP_SECRET: is required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', OTP_SECRET: SECRET })).toThrow(
      /SMS_PROVIDER: is required in production/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', OTP_SECRET: 'short', SMS_PROVIDER: 'console' }),
    ).toThrow(/at least 32 characters/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        OTP_SECRET: SECRET,
        SMS_PROVIDER: 'console',
        PAYMENT_PROVIDER: 'simulated',
        ALLOW_SIMULATED_PAYMENTS: 'true',
      }).SMS_PROVIDER,
    ).toBe('console');
  });

  it('treat an empty provider setting as unset', () => {
    expect(loadConfig({ SMS_PROVIDER: '', SMS_HTTP_URL: '' }).SMS_PROVIDER).toBe('console');
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
  });

  it('require the gateway URL and template for the http provider', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(
      /SMS_HTTP_URL[\s\S]*SMS_HTTP_TEMPLATE/,
    );
    expect(() =>
      loadConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'not a url', SMS_HTTP_TEMPLATE: '{}' }),
    ).toThrow(/SMS_HTTP_URL/);
  });
});

describe('the code secret', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-test-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is OTP_SECRET when set', () => {
    const config = loadConfig({ OTP_SECRET: SECRET, DATA_DIR: dataDir() });
    expect(resolveOtpSecret(config).toString()).toBe(SECRET);
  });

  it('is otherwise a random key kept in DATA_DIR, the same after a restart', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    const first = resolveOtpSecret(config);
    expect(first.length).toBe(32);
    expect(resolveOtpSecret(config).equals(first)).toBe(true);
    const file = join(config.DATA_DIR, 'secrets', 'otp-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.toString('base64url'));
    expect(statSync(file).mode & 0o077).toBe(0);
    // Another data folder gets another key.
    expect(resolveOtpSecret(loadConfig({ DATA_DIR: dataDir() })).equals(first)).toBe(false);
  });
});
