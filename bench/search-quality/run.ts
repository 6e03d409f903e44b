/**
 * npm run search-quality -- [--url http://localhost:3000] [--min 0.9]
 *
 * Precision of the header search on the seeded shop: for each judged query (judgements.ts) the
 * first k products, best match first, where k = min(12, relevant products); prints precision at
 * k per query and the mean, and lists queries with relevant products that return nothing.
 * Exits 1 when the mean is under --min or such a query exists.
 */
import { HINDI_KIND, JUDGEMENTS, type Listed } from './judgements';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const base = option('url', process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const minimum = Number(option('min', '0'));

interface Page {
  products: (Listed & { _id: string })[];
  pagination: { totalPages: number; totalItems: number };
}

async function page(query: Record<string, string>): Promise<Page> {
  const res = await fetch(`${base}/api/products?${new URLSearchParams(query)}`);
  if (!res.ok) throw new Error(`/api/products answered ${res.status}`);
  return ((await res.json()) as { data: Page }).data;
}

/** Every product a shopper can see, to judge against. */
async function catalogue(): Promise<Page['products']> {
  const all: Page['products'] = [];
  for (let n = 1; ; n += 1) {
    const { products, pagination } = await page({ limit: '60', page: String(n) });
    all.push(...products);
    if (n >= pagination.totalPages) return all;
  }
}

const products = await catalogue();
const rows: { query: string; kind: string; k: number; hits: number; precision: number }[] = [];
const dead: string[] = [];
for (const judgement of JUDGEMENTS) {
  const relevant = new Set(products.filter(judgement.relevant).map((p) => p._id));
  if (relevant.size === 0) throw new Error(`"${judgement.query}" has no relevant product`);
  const k = Math.min(12, relevant.size);
  const found = await page({ search: judgement.query, sortBy: 'relevance', limit: '12' });
  if (found.pagination.totalItems === 0) dead.push(judgement.query);
  const hits = found.products.slice(0, k).filter((p) => relevant.has(p._id)).length;
  rows.push({ query: judgement.query, kind: judgement.kind, k, hits, precision: hits / k });
}

for (const row of rows) {
  const mark = row.precision < 1 ? ' <' : '';
  console.log(
    `${row.precision.toFixed(2)}  ${`${row.hits}/${row.k}`.padStart(5)}  ${row.kind.padEnd(22)} ${row.query}${mark}`,
  );
}
const mean = rows.reduce((sum, row) => sum + row.precision, 0) / rows.length;
const kinds = [...new Set(rows.map((row) => row.kind))];
console.log('');
for (const kind of kinds) {
  const own = rows.filter((row) => row.kind === kind);
  const kindMean = own.reduce((sum, row) => sum + row.precision, 0) / own.length;
  console.log(`${kind.padEnd(22)} ${own.length} queries, mean P@k ${kindMean.toFixed(3)}`);
}
console.log(
  `\n${rows.length} queries over ${products.length} products: mean P@k ${mean.toFixed(3)}`,
);
// The English queries alone, comparable with the figures from before the Hindi ones (issue 19).
const english = rows.filter((row) => row.kind !== HINDI_KIND);
const englishMean = english.reduce((sum, row) => sum + row.precision, 0) / english.length;
console.log(`${english.length} English queries: mean P@k ${englishMean.toFixed(3)}`);
console.log(
  `queries with relevant products that found nothing: ${dead.length ? dead.join(', ') : 'none'}`,
);
if (mean < minimum || dead.length > 0) process.exit(1);
