import { describe, expect, it, vi } from 'vitest';
import { removeKeys } from '@/lib/storage';
import { createSessionStore } from './session-store';
import type { SessionUser } from './types';

const storedUser: SessionUser = { _id: 'u1', name: 'Asha Verma', phone: '9876543210' };
const freshUser: SessionUser = { _id: 'u1', name: 'Asha V.', phone: '9876543210' };

function storeSession(token: string | null, user: SessionUser | null) {
  if (token) localStorage.setItem('authToken', token);
  if (user) localStorage.setItem('user', JSON.stringify(user));
}

/** A current-user call the test settles by hand. */
function deferredUser() {
  let resolve!: (user: SessionUser) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<SessionUser>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { fetchCurrentUser: vi.fn(() => promise), resolve, reject };
}

describe('session start (spec §4)', () => {
  it('is signed out without a token and does not call the server', async () => {
    const fetchCurrentUser = vi.fn();
    const store = createSessionStore({ fetchCurrentUser });
    await store.start();
    expect(store.getState()).toEqual({ user: null, token: null, status: 'signedOut' });
    expect(fetchCurrentUser).not.toHaveBeenCalled();
  });

  it('shows the stored user first, then the refreshed one', async () => {
    storeSession('tok', storedUser);
    const me = deferredUser();
    const store = createSessionStore({ fetchCurrentUser: me.fetchCurrentUser });
    const started = store.start();
    expect(store.getState()).toEqual({ user: storedUser, token: 'tok', status: 'signedIn' });

    me.resolve(freshUser);
    await started;
    expect(store.getState().user).toEqual(freshUser);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(freshUser);
  });

  it('keeps the stored user when the refresh fails', async () => {
    storeSession('tok', storedUser);
    const store = createSessionStore({
      fetchCurrentUser: () => Promise.reject(new Error('offline')),
    });
    await store.start();
    expect(store.getState()).toEqual({ user: storedUser, token: 'tok', status: 'signedIn' });
    expect(localStorage.getItem('authToken')).toBe('tok');
  });

  it('waits in loading, then clears token and user when there is no stored user and the refresh fails', async () => {
    storeSession('tok', null);
    const me = deferredUser();
    const store = createSessionStore({ fetchCurrentUser: me.fetchCurrentUser });
    const started = store.start();
    expect(store.getState().status).toBe('loading');

    me.reject(new Error('401'));
    await started;
    expect(store.getState()).toEqual({ user: null, token: null, status: 'signedOut' });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('treats a stored user that is not JSON as missing', async () => {
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('user', '{broken');
    const store = createSessionStore({
      fetchCurrentUser: () => Promise.reject(new Error('offline')),
    });
    await store.start();
    expect(store.getState().status).toBe('signedOut');
  });

  it('lets a logout during the refresh win', async () => {
    storeSession('tok', storedUser);
    const me = deferredUser();
    const store = createSessionStore({ fetchCurrentUser: me.fetchCurrentUser });
    const started = store.start();
    store.logout();
    me.resolve(freshUser);
    await started;
    expect(store.getState().status).toBe('signedOut');
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('setSession, logout and onSignedIn', () => {
  it('stores the session and runs the sign-in callbacks with it', async () => {
    const store = createSessionStore({ fetchCurrentUser: vi.fn() });
    const mergeCart = vi.fn();
    store.onSignedIn(mergeCart);
    await store.setSession('new-token', storedUser);
    expect(store.getState()).toEqual({ user: storedUser, token: 'new-token', status: 'signedIn' });
    expect(localStorage.getItem('authToken')).toBe('new-token');
    expect(mergeCart).toHaveBeenCalledWith({ token: 'new-token', user: storedUser });
  });

  it('still signs in when a callback fails, and stops calling an unregistered one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createSessionStore({ fetchCurrentUser: vi.fn() });
    const failing = vi.fn().mockRejectedValue(new Error('merge failed'));
    const unregister = store.onSignedIn(failing);
    await expect(store.setSession('t1', storedUser)).resolves.toBeUndefined();
    expect(store.getState().status).toBe('signedIn');

    unregister();
    await store.setSession('t2', storedUser);
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('updateUser replaces the stored user without running the sign-in callbacks', async () => {
    const store = createSessionStore({ fetchCurrentUser: vi.fn() });
    const mergeCart = vi.fn();
    store.onSignedIn(mergeCart);
    await store.setSession('tok', storedUser);
    store.updateUser(freshUser);
    expect(store.getState()).toEqual({ user: freshUser, token: 'tok', status: 'signedIn' });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(freshUser);
    expect(mergeCart).toHaveBeenCalledTimes(1);
  });

  it('updateUser does not sign anybody in', () => {
    const store = createSessionStore({ fetchCurrentUser: vi.fn() });
    store.updateUser(freshUser);
    expect(store.getState().status).toBe('signedOut');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('logout clears token and user', () => {
    storeSession('tok', storedUser);
    const store = createSessionStore({ fetchCurrentUser: vi.fn() });
    store.logout();
    expect(store.getState().status).toBe('signedOut');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('signs out when another part of the app clears the stored token', () => {
    storeSession('tok', storedUser);
    const store = createSessionStore({ fetchCurrentUser: vi.fn() });
    const listener = vi.fn();
    store.subscribe(listener);
    removeKeys('authToken', 'user');
    expect(store.getState().status).toBe('signedOut');
    expect(listener).toHaveBeenCalled();
  });
});
