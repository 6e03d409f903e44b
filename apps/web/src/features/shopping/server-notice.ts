import { useSyncExternalStore } from 'react';

/**
 * A message the server says once about the cart, on whichever cart read comes first (the header
 * badge's, often), kept here until the cart page has shown it. `note` ignores an empty message
 * (nothing to say this time), so a later read does not wipe what an earlier one said.
 */
export function createServerNotice() {
  let notice: string | null = null;
  const listeners = new Set<() => void>();

  const publish = (next: string | null) => {
    if (next === notice) return;
    notice = next;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const getNotice = () => notice;

  return {
    note: (message: string | null | undefined) => {
      if (message) publish(message);
    },
    clear: () => publish(null),
    useNotice: (): string | null => useSyncExternalStore(subscribe, getNotice, getNotice),
  };
}
