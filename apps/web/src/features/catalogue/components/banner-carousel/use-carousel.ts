import { useCallback, useEffect, useRef, useState } from 'react';
import { CAROUSEL_ADVANCE_MS, CAROUSEL_LOCK_MS } from '@shop/contracts';

export interface Carousel {
  index: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  /** True while the pointer or focus is inside (auto-advance waits). */
  setHeld: (held: boolean) => void;
  /** The shopper's own pause (the pause button). */
  stopped: boolean;
  setStopped: (stopped: boolean) => void;
  rotating: boolean;
}

/**
 * spec §4: the carousel auto-advances every 5 s when there is more than one slide, wraps around,
 * and ignores navigation for 300 ms after each change (so a double click or a swipe that also
 * fires a click moves one slide, not two). It waits while held (hover or focus) or stopped.
 */
export function useCarousel(
  count: number,
  { advanceMs = CAROUSEL_ADVANCE_MS, lockMs = CAROUSEL_LOCK_MS } = {},
): Carousel {
  const [rawIndex, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);
  const lockedUntil = useRef(0);
  // The banner list can shrink on a reload; stay on a slide that exists.
  const index = count > 0 ? rawIndex % count : 0;

  const goTo = useCallback(
    (target: number) => {
      if (count < 2) return;
      const now = Date.now();
      if (now < lockedUntil.current) return;
      lockedUntil.current = now + lockMs;
      setIndex(((target % count) + count) % count);
    },
    [count, lockMs],
  );

  const rotating = count > 1 && !held && !stopped;

  useEffect(() => {
    if (!rotating) return;
    // Restarted by every change of slide, so a manual move also gets the full 5 s.
    const timer = setTimeout(() => goTo(index + 1), advanceMs);
    return () => clearTimeout(timer);
  }, [rotating, index, goTo, advanceMs]);

  return {
    index,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    setHeld,
    stopped,
    setStopped,
    rotating,
  };
}
