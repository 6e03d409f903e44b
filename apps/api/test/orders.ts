import { eq } from 'drizzle-orm';
import { type CreateOrderBody, dayInIndia as dayIn, type Order } from '@shop/contracts';
import { coupons, orders, variants } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import type { App } from '../src/types';
import { createCategory, createProduct } from './factories';
import { openSession } from '../src/modules/auth';
import { bearer, newPhone, signIn } from './sign-in';
import { registerUser } from '../src/modules/users';

/** Helpers for the order tests (only tests import this file). */

/** A day some days from today in India, 'YYYY-MM-DD' (a pickup is booked ahead, never behind). */
export const dayInIndia = (daysAhead: number) => dayIn(new Date(), daysAhead);

export const ADDRESS = {
  name: 'Asha Rao',
  phone: '9876543210',
  addressLine1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
} as const;

export const SUCCESS_CARD = {
  method: 'CARD',
  cardNumber: '4111 1111 1111 1111',
  expiryDate: '12/39',
  cvv: '123',
  cardholderName: 'Asha Rao',
} as const;
export const DECLINED_CARD = { ...SUCCESS_CARD, cardNumber: '4000 0000 0000 0002' } as const;

/** A product with one variant of `stock` units at `price` rupees. */
export async function stockedProduct(
  app: App,
  options: { price?: number; stock?: number; name?: string } = {},
) {
  const category = await createCategory(app.db);
  const { product, variants: rows } = await createProduct(app.db, {
    categoryId: category.id,
    name: options.name ?? `Tee ${newId().slice(-6)}`,
    variants: [
      { size: 'M', price: options.price ?? 500, stock: options.stock ?? 10, color: 'Navy' },
    ],
  });
  return { product, variant: rows[0]! };
}
export type StockedProduct = Awaited<ReturnType<typeof stockedProduct>>;

export async function addToCart(app: App, token: string, item: StockedProduct, quantity = 1) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: bearer(token),
    payload: { product: item.product.id, variantId: item.variant.id, size: 'M', quantity },
  });
  if (res.statusCode !== 200) throw new Error(`cart add answered ${res.statusCode}: ${res.body}`);
}

export function createOrder(
  app: App,
  token: string,
  body: Partial<CreateOrderBody> = {},
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: { ...bearer(token), ...headers },
    payload: { shippingAddress: ADDRESS, paymentMethod: 'COD', ...body },
  });
}

/** A signed-in shopper with `quantity` of `item` in the cart, and the order placed. */
export async function shopperWithOrder(
  app: App,
  item: StockedProduct,
  body: Partial<CreateOrderBody> = {},
  quantity = 1,
) {
  const { token, user, phone } = await signIn(app);
  await addToCart(app, token, item, quantity);
  const res = await createOrder(app, token, body);
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return { token, user, phone, order: res.json().data.order as Order };
}

export async function stockOf(app: App, variantId: string): Promise<number> {
  const [row] = await app.db
    .select({ stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, variantId));
  return row!.stock;
}

export async function addCoupon(app: App, overrides: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(coupons)
    .values({
      id: newId(),
      code: `C${newId().slice(-10).toUpperCase()}`,
      description: 'Test coupon',
      type: 'flat',
      value: 100,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Sets an order's status directly (tests of later statuses skip the back office). */
export async function setOrderStatus(
  app: App,
  orderId: string,
  changes: Partial<typeof orders.$inferInsert>,
) {
  await app.db.update(orders).set(changes).where(eq(orders.id, orderId));
}

export const call = (
  app: App,
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

/**
 * A shopper made directly through the users and sessions services: the same account and token
 * as signing in, without the code round trip (for tests that need dozens of shoppers).
 */
export async function quickShopper(app: App) {
  const { user } = await registerUser(app.db, {
    phone: newPhone(),
    name: 'Race Shopper',
    role: 'customer',
  });
  const token = await openSession(app.db, user.id, { ip: '127.0.0.1', userAgent: 'test' }, 1);
  return { token, user };
}
