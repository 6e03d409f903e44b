import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helper';
import {
  ageCodes,
  latestCode,
  newPhone,
  outboxSize,
  sendCode,
  signIn,
  verifyCode,
} from '../../../test/sign-in';

describe('POST /api/auth/send-otp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const challengesOf = (phone: string) =>
    t.database.db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone));

  it('sends a 4-digit code and says how long it lives and when to resend', async () => {
    const phone = newPhone();
    const res = await sendCode(t.app, phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        message: 'OTP sent successfully',
        expiresInSeconds: 300,
        resendAfterSeconds: 30,
        otpLength: 4,
      },
    });
    expect(await latestCode(t.app, phone)).toMatch(/^\d{4}$/);
  });

  it('stores the code only as an HMAC', async () => {
    const phone = newPhone();
    await sendCode(t.app, phone);
    const code = await latestCode(t.app, phone);
    const [row] = await challengesOf(phone);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(300_000);
  });

  it('answers known and unknown numbers identically', async () => {
    const known = await signIn(t.app, newPhone());
    await ageCodes(t.database.db, known.phone, 31);
    const forKnown = await sendCode(t.app, known.phone);
    const forUnknown = await sendCode(t.app, newPhone());
    expect(forKnown.statusCode).toBe(forUnknown.statusCode);
    expect(forKnown.body).toBe(forUnknown.body);
  });

  it('refuses a resend within 30 s with 429 and Retry-After', async () => {
    const phone = newPhone();
    await sendCode(t.app, phone);
    const res = await sendCode(t.app, phone);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'OTP_RESEND_COOLDOWN',
      message: expect.stringMatching(/^Please wait (29|30) seconds before requesting a new OTP$/),
    });
    expect(await outboxSize(t.app, phone)).toBe(1);
  });

  it('sends one code when several requests for a number arrive at once', async () => {
    const phone = newPhone();
    const answers = await Promise.all(Array.from({ length: 4 }, () => sendCode(t.app, phone)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 429, 429, 429]);
    expect(await challengesOf(phone)).toHaveLength(1);
    expect(await outboxSize(t.app, phone)).toBe(1);
  });

  it('invalidates the previous code when a new one is sent', async () => {
    const phone = newPhone();
    await sendCode(t.app, phone);
    const oldCode = await latestCode(t.app, phone);
    await ageCodes(t.database.db, phone, 31);
    await sendCode(t.app, phone);
    const newCode = await latestCode(t.app, phone);

    // One time in 10,000 the new code repeats the old one; the superseded row still proves it.
    if (oldCode !== newCode) {
      const withOld = await verifyCode(t.app, { phone, otp: oldCode, name: 'Asha' });
      expect(withOld.statusCode).toBe(400);
      expect(withOld.json().code).toBe('INVALID_OTP');
    }
    const rows = await challengesOf(phone);
    expect(rows.filter((row) => row.supersededAt === null)).toHaveLength(1);
    const withNew = await verifyCode(t.app, { phone, otp: newCode, name: 'Asha' });
    expect(withNew.statusCode).toBe(200);
  });

  it('refuses a sixth code within an hour without calling the SMS provider', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(t.app, phone)).statusCode).toBe(200);
      await ageCodes(t.database.db, phone, 31);
    }
    const sixth = await sendCode(t.app, phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ success: false, code: 'OTP_SEND_LIMIT' });
    expect(sixth.json().message).toMatch(
      /^Too many OTP requests\. Please try again in \d+ minutes\.$/,
    );
    // The oldest of the five was sent 155 s "ago": it leaves the hour in about 3600 - 155 s.
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3435);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(3445);
    expect(await outboxSize(t.app, phone)).toBe(5);
  });

  it('refuses an eleventh code within a day', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i++) {
      await sendCode(t.app, phone);
      // Two hours apart, so the hourly limit never applies.
      await ageCodes(t.database.db, phone, 7200);
    }
    const eleventh = await sendCode(t.app, phone);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().code).toBe('OTP_SEND_LIMIT');
    expect(eleventh.json().message).toMatch(/in \d+ hours?\.$/);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await outboxSize(t.app, phone)).toBe(10);
  });

  it('rejects a missing, short or non-numeric phone and unknown keys', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'Please enter your mobile number'],
      [{ phone: '' }, 'Please enter your mobile number'],
      [{ phone: '98765' }, 'Please enter a valid 10-digit mobile number'],
      [{ phone: '98765abcde' }, 'Please enter a valid 10-digit mobile number'],
      [{ phone: '98765432101' }, 'Please enter a valid 10-digit mobile number'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().errors[0]).toEqual({ path: 'body.phone', message });
    }
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { phone: newPhone(), role: 'admin' },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('send-otp limits per address and code length', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { OTP_SEND_LIMIT_PER_IP: '2', OTP_LENGTH: '6' } });
  });
  afterAll(() => t.close());

  it('sends codes of OTP_LENGTH digits', async () => {
    const phone = newPhone();
    const res = await sendCode(t.app, phone);
    expect(res.json().data.otpLength).toBe(6);
    expect(await latestCode(t.app, phone)).toMatch(/^\d{6}$/);
  });

  it('limits the codes one address may request, with Retry-After', async () => {
    const ip = '203.0.113.7';
    expect((await sendCode(t.app, newPhone(), ip)).statusCode).toBe(200);
    expect((await sendCode(t.app, newPhone(), ip)).statusCode).toBe(200);
    const third = await sendCode(t.app, newPhone(), ip);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3000);
    // Another address is not affected.
    expect((await sendCode(t.app, newPhone(), '203.0.113.8')).statusCode).toBe(200);
  });
});
