import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStylesLoaded } from './app-styles';

/** Decision 037: hydration waits for the app's whole stylesheet, never longer than 3 s. */
describe('appStylesLoaded', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.useRealTimers();
  });
  const link = (state = '') => {
    const element = document.createElement('link');
    element.rel = 'stylesheet';
    element.setAttribute('data-app-styles', state);
    document.head.append(element);
    return element;
  };
  const settledSoon = async (promise: Promise<void>) => {
    let settled = false;
    void promise.then(() => (settled = true));
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    return settled;
  };

  it('settles at once on a page without the link, or with it already settled', async () => {
    expect(await settledSoon(appStylesLoaded())).toBe(true);
    link('settled');
    expect(await settledSoon(appStylesLoaded())).toBe(true);
  });

  it('waits for a stylesheet on its way, and settles when it loads or fails', async () => {
    const loading = link();
    const loaded = appStylesLoaded();
    expect(await settledSoon(loaded)).toBe(false);
    loading.dispatchEvent(new Event('load'));
    expect(await settledSoon(loaded)).toBe(true);

    loading.remove();
    const failing = link();
    const failed = appStylesLoaded();
    failing.dispatchEvent(new Event('error'));
    expect(await settledSoon(failed)).toBe(true);
  });

  it('gives up waiting after 3 s', async () => {
    vi.useFakeTimers();
    link();
    const waited = appStylesLoaded();
    expect(await settledSoon(waited)).toBe(false);
    vi.advanceTimersByTime(3_000);
    expect(await settledSoon(waited)).toBe(true);
  });
});
