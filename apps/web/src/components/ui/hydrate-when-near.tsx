import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';
import { ATTRIBUTE, settled, waitOf } from './hydration-waits';

/**
 * Lazy hydration of what sits below the first screen (decision 046). A server-rendered page
 * shows its HTML at once; hydrating it is React's work on the phone's main thread, and a product
 * row the shopper has not scrolled to needs none of it yet. Inside a `<Suspense>` boundary that
 * suspends while the browser hydrates, React keeps the server's HTML as it is (links work as
 * plain links, the text is there for find-in-page and screen readers) and hydrates it when its
 * place comes near the screen, or at once when the shopper reaches for it (a tap, a key, focus).
 *
 * Only hydration waits. The server, a page the browser renders itself (a link followed in the
 * app) and a part whose data changed before it was hydrated (React then renders it anew) render
 * the children straight away.
 *
 * Put it inside a component that re-renders only when its own props change (`memo`): any new
 * props before the part is hydrated make React render it anew instead of adopting the server's
 * HTML, which is the work this saves.
 */

const subscribeToNothing = () => () => {};
const SETTLED = settled(Promise.resolve());

function Gate({
  name,
  className,
  children,
}: {
  name: string;
  className: string | undefined;
  children: ReactNode;
}) {
  // React reads the server's snapshot while it hydrates and the browser's when it renders anew:
  // the one way to know which of the two this render is.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  // Only parts main.tsx found in the server's HTML wait; on the server there are none.
  const wait = waitOf(name);
  // React renders the part anew when something it reads changed before it was hydrated. If that
  // change came in a transition, React holds the whole transition until the part has hydrated:
  // ending the wait lets it hydrate now, and the transition go through.
  if (!hydrating) wait?.release();
  // Called on every render (React replays a render that suspended and expects the same calls).
  use(wait?.promise ?? SETTLED);
  return (
    <div className={className} {...{ [ATTRIBUTE]: name }}>
      {children}
    </div>
  );
}

/**
 * `name` must be unique on the page and stay the same for the part (derive it from the part's
 * key): it finds the server's HTML of this part before React has taken it over.
 */
export function HydrateWhenNear({
  name,
  className,
  children,
}: {
  name: string;
  /** The wrapper's classes: `h-full` where the part fills a grid cell. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      <Gate name={name} className={className}>
        {children}
      </Gate>
    </Suspense>
  );
}
