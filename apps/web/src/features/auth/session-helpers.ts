import { PHONE_PREFIX } from '@shop/contracts';
import { keepPhoneDigits } from '@/components/ui/phone-digits';
import { messageNow } from '@/lib/i18n';
import { sessionMessages } from './session.messages';
import type { LoginRedirectState, SessionUser, SignupRouteState } from './types';

/** How the header greets a shopper: their name, else their number. */
export function displayName(user: SessionUser | null): string {
  const name = user?.name?.trim();
  if (name) return name;
  if (user?.phone) return `${PHONE_PREFIX}${user.phone}`;
  return messageNow(sessionMessages, 'myAccount');
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

/** Reads /signup's router state, ignoring anything that is not what login hands over. */
export function signupStateFrom(state: unknown): { phone: string; message: string | null } {
  const value = typeof state === 'object' && state !== null ? (state as SignupRouteState) : {};
  return {
    phone: typeof value.phone === 'string' ? keepPhoneDigits(value.phone) : '',
    message: typeof value.message === 'string' && value.message ? value.message : null,
  };
}

/**
 * Whose cached server data (cart, wishlist, orders, addresses) a query holds: the user's id,
 * else their number. Part of every such query key, so after a sign-out and another sign-in on
 * the same browser nobody sees the previous shopper's data.
 */
export function ownerIdOf(user: SessionUser | null): string {
  return user?._id ?? user?.id ?? user?.phone ?? 'signed-in';
}
