import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, memo, startTransition, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydrateWhenNear } from './hydrate-when-near';
import { watchPartsToHydrate } from './hydration-waits';

/** The browser's IntersectionObserver, played by the test: `comeNear` reports a part on screen. */
const observed = new Map<Element, IntersectionObserverCallback>();
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {}
}
function comeNear(name: string) {
  const place = document.querySelector(`[data-hydrate-near="${name}"]`);
  const report = place && observed.get(place);
  if (!place || !report) throw new Error(`nothing watches ${name}`);
  report([{ isIntersecting: true, target: place } as unknown as IntersectionObserverEntry], {
    disconnect() {},
  } as never);
}

const hydrated = (element: Element | null) =>
  element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));

const Row = memo(function Row({
  name,
  title = name,
  onAdd,
}: {
  name: string;
  title?: string;
  onAdd: () => void;
}) {
  return (
    <HydrateWhenNear name={name}>
      <section>
        <h2>{title}</h2>
        <button type="button" onClick={onAdd}>
          Add {name}
        </button>
      </section>
    </HydrateWhenNear>
  );
});

/** Server HTML in the document, then hydrated as main.tsx does it. */
async function serveAndHydrate(element: React.ReactElement, onRecoverableError = vi.fn()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  watchPartsToHydrate();
  await act(async () => {
    startTransition(() => void hydrateRoot(container, element, { onRecoverableError }));
  });
  return { container, onRecoverableError };
}

describe('HydrateWhenNear', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the server HTML of a part until it comes near the screen, then hydrates it', async () => {
    const onAdd = vi.fn();
    const { container, onRecoverableError } = await serveAndHydrate(
      <main>
        <h1>Home</h1>
        <Row name="trending" onAdd={onAdd} />
      </main>,
    );
    const place = container.querySelector('[data-hydrate-near="trending"]');
    expect(place?.textContent).toBe('trendingAdd trending');
    expect(hydrated(container.querySelector('h1'))).toBe(true);
    expect(hydrated(place)).toBe(false);

    await act(async () => comeNear('trending'));
    expect(hydrated(container.querySelector('[data-hydrate-near="trending"]'))).toBe(true);
    // The same elements were adopted, not drawn anew.
    expect(container.querySelector('[data-hydrate-near="trending"]')).toBe(place);
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });

  it('hydrates a part the shopper taps before it came near, and the tap is handled', async () => {
    const onAdd = vi.fn();
    const { container, onRecoverableError } = await serveAndHydrate(
      <Row name="featured" onAdd={onAdd} />,
    );
    const button = container.querySelector('button');
    expect(hydrated(button)).toBe(false);
    await act(async () => button?.click());
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(hydrated(button)).toBe(true);
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });

  it('renders anew a waiting part whose data changed, even in a transition', async () => {
    let show: (title: string) => void = () => {};
    const onAdd = () => {};
    function Page() {
      const [title, setTitle] = useState('Kurta');
      show = setTitle;
      return <Row name="kurta" title={title} onAdd={onAdd} />;
    }
    const { container } = await serveAndHydrate(<Page />);
    expect(hydrated(container.querySelector('[data-hydrate-near="kurta"]'))).toBe(false);
    await act(async () => startTransition(() => show('Kurta, now ₹899')));
    expect(container.textContent).toBe('Kurta, now ₹899Add kurta');
    container.remove();
  });

  it('draws its children at once where the browser renders the page itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Row name="related" onAdd={() => {}} />));
    expect(container.textContent).toBe('relatedAdd related');
    container.remove();
  });
});
