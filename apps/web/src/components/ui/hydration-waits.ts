/**
 * The parts of a server-rendered page that wait to be hydrated (decision 046; the component is
 * `HydrateWhenNear`): each is found in the server's HTML by its name before React has taken it
 * over, and released when it comes near the screen or the shopper reaches for it.
 */

/** How near the screen a part is hydrated: a flick of the thumb ahead of it. */
const NEAR = '200px';
/** What brings a part's hydration forward: the shopper reaching for it. */
const REACHING = ['pointerdown', 'focusin', 'keydown', 'click'] as const;
export const ATTRIBUTE = 'data-hydrate-near';

export interface Wait {
  /** Where the part is in the page; null once released. */
  place: Element | null;
  promise: Promise<void>;
  release: () => void;
}

const waits = new Map<string, Wait>();

/** The wait of a part main.tsx found in the server's HTML; none on the server. */
export function waitOf(name: string): Wait | undefined {
  return waits.get(name);
}

let observer: IntersectionObserver | null = null;

function releaseWhere(found: (wait: Wait) => boolean): void {
  for (const wait of waits.values()) if (found(wait)) wait.release();
}

// The document hears a tap before React does (its listener is on the app's root), so React finds
// the part ready and hydrates it for that very tap; a tap held until the app started (decision
// 030) is given again after hydration and reaches here the same way.
function reached(event: Event): void {
  const target = event.target;
  if (target instanceof Node) releaseWhere(({ place }) => place?.contains(target) ?? false);
}

function watch(name: string, place: Element): Wait {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  const wait: Wait = {
    place,
    promise,
    release() {
      if (!wait.place) return;
      // Marked settled at once, as React's `use` reads it, so a hydration React attempts in the
      // same event proceeds.
      settled(promise);
      resolve();
      observer?.unobserve(wait.place);
      wait.place = null;
    },
  };
  waits.set(name, wait);
  if (typeof IntersectionObserver === 'undefined') {
    wait.release();
    return wait;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) releaseWhere(({ place: at }) => at === entry.target);
      }
    },
    { rootMargin: NEAR },
  );
  observer.observe(place);
  return wait;
}

/**
 * main.tsx, before hydrating: start watching every part that waits, so a tap that comes before
 * React has reached a part still finds it.
 */
export function watchPartsToHydrate(): void {
  for (const type of REACHING) document.addEventListener(type, reached, true);
  for (const place of document.querySelectorAll(`[${ATTRIBUTE}]`)) {
    const name = place.getAttribute(ATTRIBUTE);
    if (name && !waits.has(name)) watch(name, place);
  }
}

/** Marks a promise settled the way React's `use` reads it, so `use` returns without waiting. */
export function settled(promise: Promise<void>): Promise<void> {
  return Object.assign(promise, { status: 'fulfilled', value: undefined });
}
