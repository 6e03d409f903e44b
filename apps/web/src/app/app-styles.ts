/** How long hydration waits for the stylesheet at most: a page never stays inert for it. */
const WAIT_MS = 3_000;

/**
 * Settles once the app's whole stylesheet has loaded, or failed to. A server-rendered page
 * carries only the rules its own markup uses, and its starter links the whole stylesheet when it
 * starts the app, marking the link `settled` when it has loaded or failed (decision 037); a page
 * the browser renders links it in its shell and has no such link.
 */
export function appStylesLoaded(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-styles]')];
  return Promise.all(
    links.map((link) =>
      link.sheet || link.dataset.appStyles === 'settled'
        ? Promise.resolve()
        : new Promise<void>((settle) => {
            link.addEventListener('load', () => settle(), { once: true });
            link.addEventListener('error', () => settle(), { once: true });
            setTimeout(settle, WAIT_MS);
          }),
    ),
  ).then(() => undefined);
}
