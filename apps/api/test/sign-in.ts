import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { otpChallenges } from '../src/db/schema';
import type { Executor } from '../src/db/types';
import type { App } from '../src/types';

/**
 * Signing in from tests, as a browser would (only tests import this file).
 * Each call comes from its own random address unless one is given, so the per-address limits
 * of sign-in never interfere with tests that are not about them.
 */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let phoneSequence = 0;
/** A fresh Indian mobile number per call (6-9 first, as address phones need). */
export function newPhone(): string {
  phoneSequence += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(phoneSequence).padStart(6, '0')}`;
}

export function sendCode(app: App, phone: string, ip = randomIp()) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    payload: { phone },
    remoteAddress: ip,
  });
}

export function verifyCode(
  app: App,
  payload: Record<string, unknown>,
  options: { ip?: string; userAgent?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload,
    remoteAddress: options.ip ?? randomIp(),
    headers: options.userAgent ? { 'user-agent': options.userAgent } : {},
  });
}

/** The newest code the console provider "sent" to `phone`, read as a browser journey would. */
export async function latestCode(app: App, phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${phone}` });
  const [message] = res.json().data.messages as Array<{ code: string }>;
  if (!message) throw new Error(`no SMS was sent to ${phone}`);
  return message.code;
}

export async function outboxSize(app: App, phone: string): Promise<number> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${phone}` });
  return res.json().data.messages.length;
}

/** Moves a phone's codes back in time, as if `seconds` had passed (no waiting in tests). */
export async function ageCodes(db: Executor, phone: string, seconds: number) {
  const shift = sql`make_interval(secs => ${seconds})`;
  await db
    .update(otpChallenges)
    .set({
      createdAt: sql`${otpChallenges.createdAt} - ${shift}`,
      expiresAt: sql`${otpChallenges.expiresAt} - ${shift}`,
    })
    .where(eq(otpChallenges.phone, phone));
}

/**
 * Signs `phone` in (registering it with `name` when new) and answers the token and user. A
 * repeated sign-in of one phone skips the 30 s resend wait by ageing its earlier codes.
 */
export async function signIn(
  app: App,
  phone: string = newPhone(),
  options: { name?: string; userAgent?: string } = {},
) {
  await ageCodes(app.db, phone, 31);
  const sent = await sendCode(app, phone);
  if (sent.statusCode !== 200)
    throw new Error(`send-otp answered ${sent.statusCode}: ${sent.body}`);
  const otp = await latestCode(app, phone);
  const res = await verifyCode(
    app,
    { phone, otp, name: options.name ?? 'Test Shopper' },
    { userAgent: options.userAgent },
  );
  if (res.statusCode !== 200) throw new Error(`verify-otp answered ${res.statusCode}: ${res.body}`);
  const data = res.json().data as { accessToken: string; user: { id: string; role: string } };
  return { token: data.accessToken, user: data.user, phone };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
