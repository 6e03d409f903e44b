import { PHONE_PREFIX } from '@shop/contracts';
import type { LoginRedirectState, SessionUser } from './types';

/** How the header greets a shopper: their name, else their number. */
export function displayName(user: SessionUser | null): string {
  const name = user?.name?.trim();
  if (name) return name;
  if (user?.phone) return `${PHONE_PREFIX}${user.phone}`;
  return 'My Account';
}

/** The state to hand /login so the shopper comes back to `path` afterwards. */
export function loginRedirectState(path: string): LoginRedirectState {
  return { from: path };
}

/**
 * Where to go after signing in (spec §2 Login: the page they came from, or '/'). Only same-site
 * paths are honoured so a crafted link cannot bounce the shopper to another site.
 */
export function returnPathFrom(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = (state as { from: unknown }).from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return '/';
}
