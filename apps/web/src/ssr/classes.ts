/**
 * The classes the markup's `class` attributes name, once each, as React writes them (HTML-escaped).
 * The server inlines only their rules of the stylesheet (decision 037); found here, on the thread
 * that rendered the page, not on the one that serves it.
 */
export function classesOf(html: string): string[] {
  const used = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    // Whitespace of any kind separates classes: a className written over lines keeps its breaks.
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) used.add(name);
  }
  return [...used];
}
