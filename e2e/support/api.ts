import { inject } from 'vitest';

/**
 * Calls the shop's API directly (a journey's set-up: sign-in codes, the owner's changes), as
 * JSON, with a member's or the owner's token when given; anything but 2xx fails the step.
 */
export async function apiCall<T>(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${inject('baseURL')}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${json.message}`);
  return json.data;
}

/** Reads the shop's API directly, to pick test data the way a tester would. */
export async function apiGet<T>(path: string): Promise<T> {
  const res = await fetch(`${inject('baseURL')}/api${path}`);
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

interface Variant {
  color: string;
  size: string;
  stock: number;
}
interface Product {
  _id: string;
  variants: Variant[];
  availableColors: { color: string }[];
  displayFilters: string[];
}

/**
 * A product with two or more colours where a colour other than the first has one size sold out
 * and another in stock: choosing that colour must show the sold-out size disabled.
 */
export async function findProductWithSoldOutSize() {
  for (let page = 1; page <= 10; page++) {
    const { products } = await apiGet<{ products: Product[] }>(`/products?limit=60&page=${page}`);
    for (const product of products) {
      const colours = product.availableColors.map((c) => c.color);
      if (colours.length < 2 || colours.includes('Default')) continue;
      for (const colour of colours.slice(1)) {
        const ofColour = product.variants.filter((v) => v.color === colour);
        const soldOut = ofColour.find((v) => v.stock === 0);
        const inStock = ofColour.find((v) => v.stock > 0);
        if (soldOut && inStock)
          return { id: product._id, colour, soldOut: soldOut.size, inStock: inStock.size };
      }
    }
    if (products.length < 60) break;
  }
  throw new Error('the seed has no product with a sold-out size in a second colour');
}

/** The newest sign-in code the development SMS outbox holds for a number. */
export async function latestCode(phone: string): Promise<string> {
  const { messages } = await apiGet<{ messages: { code: string; sentAt: string }[] }>(
    `/dev/sms-outbox?phone=${phone}`,
  );
  const newest = [...messages].sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
  if (!newest) throw new Error(`no code was sent to ${phone}`);
  return newest.code;
}

/** Reads the API as a signed-in shopper (the bearer token the browser keeps in authToken). */
export async function apiGetAs<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${inject('baseURL')}/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

interface StockedProduct {
  _id: string;
  name: string;
  totalStock: number;
  variants: { _id: string; size: string; price: number; stock: number }[];
}

/**
 * `count` different products whose first variant (the one the product page picks) has at least
 * `minStock` in stock and costs at least `minPrice`, with that variant's id, size and price.
 */
export async function findStockedProducts(count: number, minStock = 5, minPrice = 0) {
  const found: { id: string; name: string; variantId: string; size: string; price: number }[] = [];
  for (let page = 1; page <= 10 && found.length < count; page++) {
    const { products } = await apiGet<{ products: StockedProduct[] }>(
      `/products?limit=60&page=${page}`,
    );
    for (const product of products) {
      const first = product.variants[0];
      if (!first || first.stock < minStock || first.price < minPrice) continue;
      if (found.length >= count) break;
      found.push({
        id: product._id,
        name: product.name,
        variantId: first._id,
        size: first.size,
        price: first.price,
      });
    }
    if (products.length < 60) break;
  }
  if (found.length < count) throw new Error(`the seed has fewer than ${count} stocked products`);
  return found;
}
