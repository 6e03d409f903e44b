import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy page that can be loaded ahead of rendering (server rendering and hydration). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<void> };

/**
 * A page the router loads on first visit, as its own chunk (decision 007): `load` is a feature's
 * page loader, e.g. the cart feature's `loadCartPage`. `preload()` fetches the chunk before the
 * page is rendered: once it has resolved, React gets the component synchronously (a thenable
 * that is already settled), so a server render and the hydration of a server-rendered page never
 * suspend on it and never show the loading fallback (decision 024).
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const fetchPage = () => {
    loading ??= load().then((Page) => (loaded = Page));
    return loading;
  };
  const page = lazy(() => {
    const ready = loaded;
    if (ready) {
      // React reads a thenable that calls back at once as resolved, without suspending.
      const settled = {
        then: (resolve: (value: { default: ComponentType }) => void) => resolve({ default: ready }),
      };
      return settled as unknown as Promise<{ default: ComponentType }>;
    }
    return fetchPage().then((Page) => ({ default: Page }));
  });
  return Object.assign(page, {
    preload: () => fetchPage().then(() => undefined),
  });
}
