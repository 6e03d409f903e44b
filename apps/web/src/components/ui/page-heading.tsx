import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The h1 of a page the shopper is sent to (checkout, the order confirmation). It takes keyboard
 * focus when it appears: the link or button that led there is gone, so focus would fall to
 * <body> and a screen reader would announce nothing; focused, the heading is read out.
 */
export function PageHeading({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1} className={cn(className, 'focus:outline-none')}>
      {children}
    </h1>
  );
}
