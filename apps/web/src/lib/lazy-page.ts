import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page the router loads on first visit, as its own chunk (decision 007): `load` is a feature's
 * page loader, e.g. the cart feature's `loadCartPage`.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((Page) => ({ default: Page })));
}
