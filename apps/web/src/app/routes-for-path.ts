import type { RouteObject } from 'react-router';

/**
 * React Router flattens, ranks and compiles a regular expression for every route it matches
 * against, on every render (useRoutes keeps nothing between renders): on the server that was a
 * sixth of a product page's render (decision 032). These are the routes that could answer a
 * path, chosen by its first segment: a route whose own first segment is a different word cannot
 * match it, so leaving it out changes nothing of what React Router picks among the rest (it
 * ranks what it is given exactly as before). A route whose first segment is a parameter, a
 * splat, optional or empty (index, layout) is always kept.
 */
const chosen = new WeakMap<RouteObject[], Map<string, RouteObject[]>>();

/** The route table's own first words ("products", "admin"...): the only keys ever kept. */
function firstWords(routes: RouteObject[], parent = ''): Set<string> {
  const words = new Set<string>();
  for (const route of routes) {
    const path = joinPath(parent, route.path ?? '');
    const first = firstSegment(path);
    if (isWord(first)) words.add(first);
    for (const word of firstWords(route.children ?? [], path)) words.add(word);
  }
  return words;
}

const joinPath = (parent: string, path: string) =>
  path.startsWith('/') ? path : [parent, path].filter(Boolean).join('/');

const firstSegment = (path: string) => (path.split('/').find(Boolean) ?? '').toLowerCase();

/** A plain word, matched as it is (not a :parameter, a * splat or an optional segment?). */
const isWord = (segment: string) =>
  segment !== '' && !segment.startsWith(':') && !segment.includes('*') && !segment.endsWith('?');

/** The routes with only the branches that may match a path whose first word is `word`. */
function keepFor(routes: RouteObject[], word: string, parent = ''): RouteObject[] {
  return routes.flatMap((route) => {
    const path = joinPath(parent, route.path ?? '');
    const first = firstSegment(path);
    const children = route.children ? keepFor(route.children, word, path) : undefined;
    const isBranch = route.index === true || route.path !== undefined;
    const mayMatch = isBranch && (!isWord(first) || first === word);
    if (!mayMatch && !children?.length) return [];
    return [route.children ? ({ ...route, children } as RouteObject) : route];
  });
}

export function routesForPath(routes: RouteObject[], pathname: string): RouteObject[] {
  let byWord = chosen.get(routes);
  if (!byWord) {
    byWord = new Map([...firstWords(routes)].map((word) => [word, keepFor(routes, word)]));
    // No word of the table: only the routes that match any first segment.
    byWord.set('', keepFor(routes, ''));
    chosen.set(routes, byWord);
  }
  const first = firstSegment(pathname);
  // An encoded segment ("%70roducts") is decoded by React Router before matching: all routes.
  if (first.includes('%')) return routes;
  return byWord.get(first) ?? byWord.get('') ?? routes;
}
