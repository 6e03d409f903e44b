import { createHash } from 'node:crypto';
import { STORAGE_KEYS } from '@shop/contracts';

/**
 * When a server-rendered page starts the app (decision 030). The page is on screen and usable as
 * HTML (its links are real links) before any script runs; the app's script (about 130 kB
 * compressed) is asked for once the page has loaded and painted, so on a slow phone it does not
 * share the line with the page's own pictures. It is asked for at once when the shopper reaches
 * for the page (a tap, a key, a focus), when the page takes too long to load, or on the bare
 * front door when a language was chosen before (the app may move the shopper to it).
 *
 * A tap on a button before the app has started is held and given to the app once it has taken
 * the page over (app-tree.tsx), so no tap is lost.
 *
 * Inline, so it costs no request: the Content-Security-Policy allows exactly this text by its
 * hash (app.ts). It reads the scripts to load from the page's #app-scripts JSON. It adds no
 * stylesheet: the page carries the app's whole stylesheet inline (decision 041). The libraries
 * the entry imports run first, each as its own script, then the entry (decision 046).
 */
export const APP_START_SCRIPT = `(function () {
  var d = document, w = window, started = false;
  var app = JSON.parse(d.getElementById('app-scripts').textContent);
  function add(tag, attributes) {
    var element = d.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    d.head.appendChild(element);
    return element;
  }
  function start() {
    if (started) return;
    started = true;
    app.preload.forEach(function (href) {
      add('link', { rel: 'modulepreload', crossorigin: '', href: href });
    });
    (function run(index) {
      var src = index < app.first.length ? app.first[index] : app.entry;
      var script = add('script', { type: 'module', crossorigin: '', src: src });
      if (src !== app.entry) script.onload = script.onerror = function () { run(index + 1); };
    })(0);
  }
  var taps = (w.__heldTaps = []);
  d.addEventListener('click', function (event) {
    if (d.documentElement.dataset.hydrated) return;
    var target = event.target.closest && event.target.closest(
      'button, [role="button"], summary, label, input[type="checkbox"], input[type="radio"]');
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    if (taps.indexOf(target) < 0) taps.push(target);
    start();
  }, true);
  ['pointerdown', 'touchstart', 'keydown', 'focusin'].forEach(function (type) {
    w.addEventListener(type, start, { capture: true, passive: true, once: true });
  });
  var remembered = null;
  try { remembered = w.localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)}); } catch (e) {}
  if (w.location.pathname === '/' && remembered) return start();
  function afterPaint() {
    w.requestAnimationFrame(function () { w.setTimeout(start, 0); });
  }
  if (d.readyState === 'complete') afterPaint();
  else w.addEventListener('load', afterPaint);
  w.setTimeout(start, 3000);
})();`;

/** The script's CSP source: the policy allows this inline script and no other. */
export const APP_START_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`;

/**
 * The head tags that start the app of a server-rendered page: its scripts, then the starter.
 * `first` are the library chunks the entry imports (React's, then the router's and TanStack's),
 * each after the chunks it imports: each runs as a script of its own, in its own task, before the
 * entry. Evaluated with the entry as one module graph, they held the main thread for one task of
 * 30-70 ms on this machine, four times that on Lighthouse's phone (decision 046); all of them are
 * preloaded at once, so running them apart costs no download.
 */
export function appStartTags(
  entry: string,
  preload: readonly string[],
  first: readonly string[],
): string {
  const scripts = JSON.stringify({ entry, preload, first }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="app-scripts">${scripts}</script><script>${APP_START_SCRIPT}</script>`;
}
