import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { bearer, newPhone, signIn } from '../../../test/sign-in';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, token: string) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token) });
  const expectSignedOut = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Please sign in to continue',
    });
  };

  it('GET /auth/me answers the user of the token', async () => {
    const { token, user } = await signIn(t.app, newPhone(), { name: 'Meera' });
    const res = await get('/api/auth/me', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: user.id, name: 'Meera', role: 'customer' });
  });

  it('answers 401 without a token, with a malformed one, an unknown one or another scheme', async () => {
    const { token } = await signIn(t.app);
    expectSignedOut(await get('/api/auth/me'));
    expectSignedOut(await get('/api/auth/me', 'not-a-token'));
    expectSignedOut(
      await get('/api/auth/me', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
    );
    expectSignedOut(
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Basic ${token}` },
      }),
    );
    // The scheme is case-insensitive.
    const lower = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `bearer ${token}` },
    });
    expect(lower.statusCode).toBe(200);
  });

  it('logout revokes the session it was called with', async () => {
    const phone = newPhone();
    const first = await signIn(t.app, phone);
    const second = await signIn(t.app, phone);
    const res = await post('/api/auth/logout', first.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { message: 'Logged out successfully' } });
    expectSignedOut(await get('/api/auth/me', first.token));
    expect((await get('/api/auth/me', second.token)).statusCode).toBe(200);
  });

  it('logout-all revokes every session of the user and no one else’s', async () => {
    const phone = newPhone();
    const a = await signIn(t.app, phone);
    const b = await signIn(t.app, phone);
    const stranger = await signIn(t.app);
    const res = await post('/api/auth/logout-all', a.token);
    expect(res.json()).toEqual({ success: true, data: { revoked: 2 } });
    expectSignedOut(await get('/api/auth/me', a.token));
    expectSignedOut(await get('/api/auth/me', b.token));
    expect((await get('/api/auth/me', stranger.token)).statusCode).toBe(200);
  });

  it('lists live sessions newest first, marks the current one and names the device', async () => {
    const phone = newPhone();
    const older = await signIn(t.app, phone, { userAgent: CHROME_WINDOWS });
    const newer = await signIn(t.app, phone, { userAgent: SAFARI_IPHONE });
    const ended = await signIn(t.app, phone);
    await post('/api/auth/logout', ended.token);
    // Make the order unambiguous even when both were created in the same millisecond.
    const newerId = await sessionIdOf(newer.token);
    await t.database.db
      .update(sessions)
      .set({ createdAt: sql`${sessions.createdAt} - interval '1 hour'` })
      .where(and(eq(sessions.userId, older.user.id), ne(sessions.id, newerId ?? '')));

    const res = await get('/api/auth/sessions', older.token);
    expect(res.statusCode).toBe(200);
    const list = res.json().data.sessions;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ device: 'Safari on iPhone', current: false });
    expect(list[1]).toMatchObject({ device: 'Chrome on Windows', current: true });
    expect(list[1].ip).toMatch(/^10\./);
  });

  async function sessionIdOf(token: string) {
    const res = await get('/api/auth/sessions', token);
    return res.json().data.sessions.find((s: { current: boolean }) => s.current)?.id as
      string | undefined;
  }

  it('DELETE /auth/sessions/:id signs one device out; another user’s session is 404', async () => {
    const phone = newPhone();
    const laptop = await signIn(t.app, phone);
    const phoneSession = await signIn(t.app, phone);
    const stranger = await signIn(t.app);
    const target = await sessionIdOf(phoneSession.token);

    const notMine = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${target}`,
      headers: bearer(stranger.token),
    });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toMatchObject({
      code: 'SESSION_NOT_FOUND',
      message: 'Session not found',
    });
    expect((await get('/api/auth/me', phoneSession.token)).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${target}`,
      headers: bearer(laptop.token),
    });
    expect(res.json()).toEqual({ success: true, data: { id: target } });
    expectSignedOut(await get('/api/auth/me', phoneSession.token));

    const malformed = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions/not-an-id',
      headers: bearer(laptop.token),
    });
    expect(malformed.statusCode).toBe(404);
  });

  it('refuses an expired session', async () => {
    const { token, user } = await signIn(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    expectSignedOut(await get('/api/auth/me', token));
  });

  it('records activity at most once a minute', async () => {
    const { token, user } = await signIn(t.app);
    const lastSeen = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]!
        .lastSeenAt;
    const signedInAt = await lastSeen();
    await get('/api/auth/me', token);
    expect(await lastSeen()).toEqual(signedInAt);

    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 minutes'` })
      .where(eq(sessions.userId, user.id));
    const before = await lastSeen();
    await get('/api/auth/me', token);
    expect((await lastSeen()).getTime()).toBeGreaterThan(before.getTime() + 60_000);
  });
});
