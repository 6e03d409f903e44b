import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { buildTestApp, type TestApp } from '../../../test/helper';
import {
  ageCodes,
  latestCode,
  newPhone,
  sendCode,
  signIn,
  verifyCode,
} from '../../../test/sign-in';

/** A 4-digit code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('POST /api/auth/verify-otp', () => {
  let t: TestApp;
  const adminPhone = newPhone();
  const laterAdminPhone = newPhone();
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_PHONES: `${adminPhone}, ${laterAdminPhone}` } });
  });
  afterAll(() => t.close());

  async function codeFor(phone: string) {
    expect((await sendCode(t.app, phone)).statusCode).toBe(200);
    return latestCode(t.app, phone);
  }

  it('asks a new number for a name without using up the code, then registers it', async () => {
    const phone = newPhone();
    const otp = await codeFor(phone);
    const first = await verifyCode(t.app, { phone, otp });
    expect(first.statusCode).toBe(422);
    expect(first.json()).toEqual({
      success: false,
      code: 'NAME_REQUIRED',
      message: 'Please complete your registration to continue',
    });

    const res = await verifyCode(t.app, {
      phone,
      otp,
      name: ' Asha Rao ',
      email: 'asha@example.in',
    });
    expect(res.statusCode).toBe(200);
    const { accessToken, user, isNewUser } = res.json().data;
    expect(isNewUser).toBe(true);
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({
      _id: user.id,
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone,
      role: 'customer',
      notificationPreferences: {
        orderUpdates: true,
        promotions: false,
        newsletter: false,
        sms: true,
      },
    });
  });

  it('signs a known number in; a name sent along only fills an empty one', async () => {
    const { phone, user } = await signIn(t.app, newPhone(), { name: 'Ravi Kumar' });
    await ageCodes(t.database.db, phone, 31);
    const otp = await codeFor(phone);
    const res = await verifyCode(t.app, {
      phone,
      otp,
      name: 'Someone Else',
      email: 'ravi@example.in',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      isNewUser: false,
      user: { id: user.id, name: 'Ravi Kumar', email: 'ravi@example.in' },
    });
  });

  it('stores only a SHA-256 of the session token', async () => {
    const { token, user } = await signIn(t.app);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 86_400_000);
  });

  it('burns a code after 5 wrong tries, so the right one fails too', async () => {
    const phone = newPhone();
    const otp = await codeFor(phone);
    const wrong = wrongCode(otp);
    for (const left of [4, 3, 2, 1]) {
      const res = await verifyCode(t.app, { phone, otp: wrong, name: 'Asha' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'INVALID_OTP',
        message: `Invalid OTP. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      });
    }
    const fifth = await verifyCode(t.app, { phone, otp: wrong, name: 'Asha' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBeDefined();
    expect(fifth.json()).toEqual({
      success: false,
      code: 'OTP_ATTEMPTS_EXCEEDED',
      message: 'Too many incorrect attempts. Please request a new OTP.',
    });
    const right = await verifyCode(t.app, { phone, otp, name: 'Asha' });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('OTP_ATTEMPTS_EXCEEDED');
  });

  it('refuses an expired code', async () => {
    const phone = newPhone();
    const otp = await codeFor(phone);
    await ageCodes(t.database.db, phone, 301);
    const res = await verifyCode(t.app, { phone, otp, name: 'Asha' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'OTP_EXPIRED',
      message: 'OTP has expired. Please request a new one.',
    });
  });

  it('accepts a code once only', async () => {
    const phone = newPhone();
    const otp = await codeFor(phone);
    expect((await verifyCode(t.app, { phone, otp, name: 'Asha' })).statusCode).toBe(200);
    const again = await verifyCode(t.app, { phone, otp, name: 'Asha' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, code: 'INVALID_OTP', message: 'Invalid OTP' });
  });

  it('lets exactly one of several parallel sign-ins with the same code through', async () => {
    const phone = newPhone();
    const otp = await codeFor(phone);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => verifyCode(t.app, { phone, otp, name: 'Asha' })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    const rows = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(rows).toHaveLength(1);
  });

  it('refuses a code for a number it was not sent to', async () => {
    const phone = newPhone();
    const otp = await codeFor(phone);
    const other = await verifyCode(t.app, { phone: newPhone(), otp, name: 'Asha' });
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('INVALID_OTP');
  });

  it('makes a number listed in ADMIN_PHONES an admin on sign-up', async () => {
    const { user } = await signIn(t.app, adminPhone, { name: 'Shop Owner' });
    expect(user.role).toBe('admin');
  });

  it('promotes an existing customer whose number is listed in ADMIN_PHONES on sign-in', async () => {
    await t.database.db
      .insert(users)
      .values({ id: newId(), phone: laterAdminPhone, name: 'Staff', role: 'customer' });
    const { user } = await signIn(t.app, laterAdminPhone);
    expect(user.role).toBe('admin');
  });

  it('rejects bad input with the field and its message', async () => {
    const phone = newPhone();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ phone }, 'body.otp', 'Please enter the OTP'],
      [{ phone, otp: '12a4' }, 'body.otp', 'Please enter the OTP'],
      [{ phone: '123', otp: '1234' }, 'body.phone', 'Please enter a valid 10-digit mobile number'],
      [{ phone, otp: '1234', name: '  ' }, 'body.name', 'Please enter your full name'],
      [
        { phone, otp: '1234', name: 'A', email: 'not-mail' },
        'body.email',
        'Please enter a valid email address',
      ],
    ];
    for (const [payload, path, message] of cases) {
      const res = await verifyCode(t.app, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().errors[0]).toEqual({ path, message });
    }
  });

  it('rejects keys a client may not set, such as role', async () => {
    const phone = newPhone();
    const otp = await codeFor(phone);
    const res = await verifyCode(t.app, { phone, otp, name: 'Asha', role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    // The code was not touched by the rejected call.
    expect((await verifyCode(t.app, { phone, otp, name: 'Asha' })).json().data.user.role).toBe(
      'customer',
    );
  });
});

describe('verify-otp limit per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { OTP_VERIFY_LIMIT_PER_IP: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After after too many tries from one address', async () => {
    const ip = '198.51.100.4';
    for (let i = 0; i < 3; i++) {
      const res = await verifyCode(t.app, { phone: newPhone(), otp: '1111' }, { ip });
      expect(res.statusCode).toBe(400);
    }
    const res = await verifyCode(t.app, { phone: newPhone(), otp: '1111' }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
