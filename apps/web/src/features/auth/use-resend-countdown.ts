import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

/**
 * Seconds until another code may be requested. Counted against a deadline rather than by
 * decrementing, because browsers slow timers in background tabs: a shopper who switches to the
 * SMS app and back sees the true remaining time.
 */
export function useResendCountdown(initialSeconds: number) {
  const [clock, setClock] = useState(() => {
    const now = Date.now();
    return { now, deadline: now + initialSeconds * 1000 };
  });

  const finished = clock.now >= clock.deadline;

  useEffect(() => {
    if (finished) return;
    const timer = setInterval(() => {
      setClock((current) => ({ ...current, now: Date.now() }));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [clock.deadline, finished]);

  const restart = useCallback((seconds: number) => {
    const now = Date.now();
    setClock({ now, deadline: now + seconds * 1000 });
  }, []);

  const secondsLeft = Math.max(0, Math.ceil((clock.deadline - clock.now) / 1000));
  return { secondsLeft, restart };
}
