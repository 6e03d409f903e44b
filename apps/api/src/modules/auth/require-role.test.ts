import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { bearer, newPhone, signIn } from '../../../test/sign-in';

describe('requireUser and requireAdmin', () => {
  let t: TestApp;
  const adminPhone = newPhone();
  beforeAll(async () => {
    t = await buildTestApp({
      env: { ADMIN_PHONES: adminPhone },
      // Routes that exist only in this test, guarded the way other modules guard theirs.
      register: (app) => {
        app.get('/api/test-only/admin', { preHandler: app.requireAdmin }, async (request) => ({
          success: true,
          data: { role: request.user?.role },
        }));
        app.get('/api/test-only/member', { preHandler: app.requireUser }, async (request) => ({
          success: true,
          data: { id: request.user?.id, sessionId: request.sessionId },
        }));
      },
    });
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('answers 401 without a token', async () => {
    const res = await get('/api/test-only/admin');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Please sign in to continue',
    });
  });

  it('answers 403 to a customer on an admin route', async () => {
    const { token } = await signIn(t.app);
    const res = await get('/api/test-only/admin', token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('lets an admin through', async () => {
    const { token } = await signIn(t.app, adminPhone);
    const res = await get('/api/test-only/admin', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe('admin');
  });

  it('sets request.user and request.sessionId for a member route', async () => {
    const { token, user } = await signIn(t.app);
    const res = await get('/api/test-only/member', token);
    expect(res.json().data).toEqual({
      id: user.id,
      sessionId: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
  });
});
