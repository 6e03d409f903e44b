import { useSyncExternalStore } from 'react';

/**
 * Which lines the server took out of a member's cart because their product is no longer sold
 * (issue 20). Like the coupon notice, the server says it once, on whichever cart read came first
 * (the header badge's, often), so the message is kept here until the cart page has shown it.
 */
let notice: string | null = null;
const listeners = new Set<() => void>();

function publish(next: string | null): void {
  if (next === notice) return;
  notice = next;
  listeners.forEach((listener) => listener());
}

/** Keeps a server removedMessage; a null one (nothing removed this time) changes nothing. */
export function noteRemovedLines(message: string | null | undefined): void {
  if (message) publish(message);
}

export function clearRemovedLinesNotice(): void {
  publish(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getNotice = () => notice;

export function useRemovedLinesNotice(): string | null {
  return useSyncExternalStore(subscribe, getNotice, getNotice);
}
