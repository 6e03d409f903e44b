import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once their place comes near the screen (within `margin`), so what sits
 * far below the fold (the footer's legal identity) loads its code and data only for a shopper who
 * scrolls there, and costs the first download nothing. Without IntersectionObserver (old
 * browsers, jsdom) it renders at once.
 */
export function WhenNear({ children, margin = '400px' }: { children: ReactNode; margin?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return <div ref={place}>{near ? children : null}</div>;
}
