import { useEffect, useRef } from 'react';
import type { CartLineView } from './cart-line';

/** The controls of a line the keyboard reaches (its image link is kept out of the tab order). */
const CONTROL = 'a[href]:not([tabindex="-1"]), button:not(:disabled)';

/**
 * Keyboard focus for a line that leaves the cart ('Save for Later', 'Remove'): the button pressed
 * leaves with its line (and is disabled while the change is in flight), so focus would fall to
 * <body> and a screen reader would start again at the top of the page. It goes to the first
 * control of the line that took the place (else of the line before), or to the heading of the
 * empty cart. Only when focus was lost: a shopper who moved on meanwhile keeps their place.
 */
export function useLineExitFocus(lines: CartLineView[]) {
  const listRef = useRef<HTMLUListElement>(null);
  const emptyHeadingRef = useRef<HTMLHeadingElement>(null);
  const leavingLine = useRef<{ key: string; index: number } | null>(null);

  useEffect(() => {
    const left = leavingLine.current;
    if (!left || lines.some((line) => line.key === left.key)) return;
    leavingLine.current = null;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    const rows = listRef.current ? [...listRef.current.children] : [];
    const row = rows[Math.min(left.index, rows.length - 1)];
    (row?.querySelector<HTMLElement>(CONTROL) ?? emptyHeadingRef.current)?.focus();
  }, [lines]);

  return {
    /** For the list of lines. */
    listRef,
    /** For the heading the page shows once the cart is empty. */
    emptyHeadingRef,
    /** The shopper acts on `line` in a way that takes it out of the cart once it succeeds. */
    leaving: (line: CartLineView) => {
      leavingLine.current = { key: line.key, index: lines.indexOf(line) };
    },
  };
}
