import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once their place comes near the screen (within `margin`), so what sits
 * far below the fold (the footer's legal identity) loads its code and data only for a shopper who
 * scrolls there, and costs the first download nothing. Without IntersectionObserver (old
 * browsers, jsdom) it renders right after mounting. A server render leaves the place empty, as
 * the browser's first render (hydration) does (decision 024).
 */
export function WhenNear({ children, margin = '400px' }: { children: ReactNode; margin?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
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
