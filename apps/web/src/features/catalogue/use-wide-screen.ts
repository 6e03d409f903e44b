import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: from here the filter panel sits beside the list. */
const WIDE_QUERY = '(min-width: 1024px)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_QUERY)
    : null;
}

function subscribe(listener: () => void): () => void {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

const isWide = () => media()?.matches ?? false;

/** Whether the screen is wide enough for a side panel (phones get a drawer instead). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}
