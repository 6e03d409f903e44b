import { useSyncExternalStore } from 'react';

/**
 * Why the server took the applied coupon off the cart (spec §4 Coupon, issue 5: "dropped with a
 * clear reason"). The server says it once, on the first read after the cart changed, and that
 * read may be any of GET /cart, GET /cart/summary or a cart change; so every cart answer passes
 * its couponMessage here and the coupon box shows the last one until a coupon is applied again.
 */
let notice: string | null = null;
const listeners = new Set<() => void>();

function publish(next: string | null): void {
  if (next === notice) return;
  notice = next;
  listeners.forEach((listener) => listener());
}

/** Keeps a server couponMessage; a null one (nothing dropped this time) changes nothing. */
export function noteCouponMessage(message: string | null | undefined): void {
  if (message) publish(message);
}

export function clearCouponNotice(): void {
  publish(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getNotice = () => notice;

export function useCouponNotice(): string | null {
  return useSyncExternalStore(subscribe, getNotice, getNotice);
}
