import { FALLBACK_DELIVERY_DAYS } from '@shop/contracts';

/** What checkout hands the confirmation page (router state; the id also rides in the URL). */
export interface ConfirmationState {
  orderId: string;
  totalAmount: number;
}

/**
 * spec §2: the id and total come from the navigation state. The id is also in `?orderId=`, so a
 * reload (which keeps the URL, and usually the state too) still finds the order.
 */
export function confirmationInput(state: unknown, search: URLSearchParams) {
  const fromState = (state ?? {}) as Partial<Record<keyof ConfirmationState, unknown>>;
  const stateId = typeof fromState.orderId === 'string' ? fromState.orderId.trim() : '';
  const urlId = search.get('orderId')?.trim() ?? '';
  const total = fromState.totalAmount;
  return {
    orderId: stateId || urlId || null,
    totalAmount: typeof total === 'number' && Number.isFinite(total) ? total : null,
  };
}

export function confirmationPath(orderId: string): string {
  return `/order-confirmation?orderId=${encodeURIComponent(orderId)}`;
}

/** spec §9: expected delivery falls back to 7 days from now. */
export function fallbackDelivery(now: number): Date {
  return new Date(now + FALLBACK_DELIVERY_DAYS * 24 * 60 * 60 * 1000);
}
