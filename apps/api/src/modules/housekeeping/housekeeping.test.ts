import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, otpChallenges, sessions } from '../../db/schema';
import { newId } from '../../lib/ids';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { bearer, signIn } from '../../../test/sign-in';
import { sweepLeftovers } from './housekeeping';

const DAY = 24 * 3_600_000;

describe('housekeeping sweeps what only grows', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ env: { HOUSEKEEPING_INTERVAL_MINUTES: '0' } });
  });
  afterAll(() => t.close());

  it('deletes old codes, dead sessions and old Idempotency-Keys, and keeps what is still in use', async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const { token, user, phone } = await signIn(t.app);

    // Codes: one three days old (past the daily limit's window), one from an hour ago.
    const oldCode = newId();
    await t.app.db.insert(otpChallenges).values({
      id: oldCode,
      phone,
      codeHash: 'x',
      createdAt: ago(3),
      expiresAt: ago(3),
    });
    // Sessions: expired 8 days ago, revoked 8 days ago, revoked yesterday; plus the live one.
    const deadIds = [newId(), newId()];
    const recentlyRevoked = newId();
    const session = (id: string, extra: Partial<typeof sessions.$inferInsert>) => ({
      id,
      userId: user.id,
      tokenHash: `hash-${id}`,
      expiresAt: new Date(now.getTime() + DAY),
      ...extra,
    });
    await t.app.db
      .insert(sessions)
      .values([
        session(deadIds[0]!, { expiresAt: ago(8) }),
        session(deadIds[1]!, { revokedAt: ago(8) }),
        session(recentlyRevoked, { revokedAt: ago(1) }),
      ]);
    // Idempotency-Keys: one two days old, one from now.
    await t.app.db.insert(idempotencyKeys).values([
      { userId: user.id, key: 'old-key', requestHash: 'h', createdAt: ago(2) },
      { userId: user.id, key: 'fresh-key', requestHash: 'h' },
    ]);

    const removed = await sweepLeftovers(t.app.db, now);
    expect(removed).toMatchObject({ sessions: 2, idempotencyKeys: 1 });
    expect(removed.codes).toBeGreaterThanOrEqual(1);

    const codes = await t.app.db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
    expect(codes.map((c) => c.id)).not.toContain(oldCode);
    expect(codes.length).toBeGreaterThan(0); // the code this sign-in used stays

    const left = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((s) => s.id)).toContain(recentlyRevoked);
    expect(left.map((s) => s.id)).not.toEqual(expect.arrayContaining(deadIds));

    const keys = await t.app.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    expect(keys.map((k) => k.key)).toEqual(['fresh-key']);

    // The shopper is still signed in.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
  });

  it('finds nothing more to delete on a second sweep', async () => {
    const again = await sweepLeftovers(t.app.db, new Date());
    expect(again).toEqual({ codes: 0, sessions: 0, idempotencyKeys: 0 });
  });
});
