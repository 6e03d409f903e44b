import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../../config';

const SECRET_FILE = 'otp-secret';

/**
 * The HMAC key for one-time codes (decision 006). OTP_SECRET when set - config.ts requires it
 * in production, where replicas must share one key. Otherwise a random key written once to
 * DATA_DIR/secrets, so codes sent just before a restart of a development server still work.
 */
export function resolveOtpSecret(config: Config): Buffer {
  if (config.OTP_SECRET) return Buffer.from(config.OTP_SECRET, 'utf8');
  const dir = resolve(config.DATA_DIR, 'secrets');
  const file = join(dir, SECRET_FILE);
  if (existsSync(file)) {
    const stored = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32);
  // 'wx' fails if another process created the file meanwhile; then we read theirs.
  try {
    writeFileSync(file, secret.toString('base64url'), { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
    return secret;
  } catch {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  }
}
