/**
 * npm run bench -- [--url http://localhost:3000] [--seconds 10] [--connections 10] [--only text]
 *
 * Load scenarios against a running shop (start it on the bench dataset first, see README):
 * listing page 1, listing with category + 2 filters + price range, the filter-panel facets for
 * the same scope, text search (newest first, the default, and best match first), and product
 * detail. Prints requests/s and p50/p99 latency.
 */
import autocannon from 'autocannon';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const base = option('url', process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const seconds = Number(option('seconds', '10'));
const connections = Number(option('connections', '10'));
/** Run only the scenarios whose name contains this text. */
const only = option('only', '');

async function json<T>(path: string): Promise<T> {
  const res = await fetch(`${base}${path}`);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/** Picks a real scope from the data: the largest category, its top brands and sizes. */
async function scenarios() {
  const tree = await json<{ categories: { slug: string }[] }>('/api/categories/tree');
  const category = tree.categories[0]?.slug ?? '';
  const facets = await json<{ brands: { name: string }[]; sizes: { name: string }[] }>(
    `/api/products/filters?category=${category}`,
  );
  const brand = encodeURIComponent(facets.brands[0]?.name ?? '');
  const size = encodeURIComponent(facets.sizes[0]?.name ?? '');
  const scope = `category=${category}&brand=${brand}&size=${size}&minPrice=300&maxPrice=5000`;
  const page = await json<{ products: { _id: string }[] }>('/api/products?limit=60');
  const ids = page.products.map((p) => p._id);
  let next = 0;
  return [
    { name: 'listing, page 1, no filter', path: '/api/products?page=1&limit=12' },
    { name: 'listing, category + 2 filters + price', path: `/api/products?${scope}&sortBy=price&sortOrder=asc` },
    { name: 'facets, category + 2 filters + price', path: `/api/products/filters?${scope}` },
    { name: 'search "cotton kurta"', path: '/api/products?search=cotton%20kurta' },
    { name: 'search with a typo "kurtha"', path: '/api/products?search=kurtha' },
    {
      name: 'search "cotton kurta", best match first',
      path: '/api/products?search=cotton%20kurta&sortBy=relevance',
    },
    {
      name: 'product detail',
      path: `/api/products/${ids[0]}`,
      // A different product on each request, so no one row stays hot.
      setupClient: (client: { setRequest: (r: { path: string }) => void }) => {
        client.setRequest({ path: `/api/products/${ids[next++ % ids.length]}` });
      },
    },
  ];
}

const results: Record<string, string | number>[] = [];
for (const scenario of (await scenarios()).filter((s) => s.name.includes(only))) {
  const result = await autocannon({
    url: `${base}${scenario.path}`,
    connections,
    duration: seconds,
    ...(scenario.setupClient ? { setupClient: scenario.setupClient } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${scenario.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  results.push({
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
  });
}
console.log(`\n${base}, ${connections} connections, ${seconds} s per scenario`);
console.table(results);
