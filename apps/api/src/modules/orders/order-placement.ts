import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  type CreateOrderBodySchema,
  isOnlinePayment,
  type Language,
  ORDER_ERROR_CODES,
} from '@shop/contracts';
import type { Executor } from '../../db/types';
import { stockChanged } from '../../lib/change-signals';
import { businessRule, conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { checkoutLines, emptyCart, lineNameIn, lockCart } from '../cart';
import { type RedeemedCoupon, redeemCoupon } from '../coupons';
import { announceOrderEvent } from '../notifications';
import { takeStock } from '../stock';
import {
  attachOrderToKey,
  claimIdempotencyKey,
  findIdempotencyKey,
} from './idempotency-repository';
import type { OrderContext } from './order-context';
import { deliveryForPlacement } from './order-delivery';
import { orderGst } from './order-gst';
import {
  capturedItem,
  checkNotEmpty,
  noLongerAvailable,
  orderTotals,
  outOfStock,
} from './order-pricing';
import { insertOrder, insertOrderEvent, insertOrderItems, type OrderRow } from './order-repository';
import { retryOnCollision } from './retry';

export type CreateOrderInput = z.output<typeof CreateOrderBodySchema>;

/** Keys sorted at every level, so the same body always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * What an Idempotency-Key is bound to. Payment details are left out on purpose: a hash of a
 * card number is still card data, and a retry with other details is the same order to pay.
 */
export function requestHash(body: CreateOrderInput): string {
  const { payment, ...order } = body;
  const bound = { ...order, paymentDetails: payment?.method ?? null };
  return createHash('sha256')
    .update(JSON.stringify(canonical(bound)))
    .digest('hex');
}

type Placement = { kind: 'placed'; order: OrderRow; productIds: string[] } | { kind: 'key-taken' };

/**
 * The one transaction of POST /orders/create, coordinating the cart, coupon and stock services
 * (each writes only its own tables, in the lock order cart -> coupon -> variants); any failure
 * rolls all of it back.
 */
async function placeInTransaction(
  tx: Executor,
  ctx: OrderContext,
  userId: string,
  body: CreateOrderInput,
  key: { value: string; hash: string } | undefined,
  language: Language,
): Promise<Placement> {
  const now = ctx.now();
  if (key && !(await claimIdempotencyKey(tx, { userId, key: key.value, requestHash: key.hash }))) {
    return { kind: 'key-taken' };
  }
  const cart = await lockCart(tx, userId);
  const lines = cart ? await checkoutLines(tx, cart.id) : [];
  checkNotEmpty(lines);
  // A refusal names the product in the shopper's language (issue 19); the lines keep English.
  const gone = lines.find((line) => !line.sold);
  if (gone) throw noLongerAvailable({ name: await lineNameIn(tx, gone, language) });

  const orderId = newId(now.getTime());
  const subtotal = orderTotals(lines, 0).subtotal;
  const couponBy = body.couponCode
    ? { code: body.couponCode }
    : cart?.couponId
      ? { id: cart.couponId }
      : undefined;
  const coupon: RedeemedCoupon | null = couponBy
    ? await redeemCoupon(tx, { by: couponBy, userId, orderId, subtotal, now })
    : null;
  const baseTotals = orderTotals(lines, coupon?.discount ?? 0);
  const delivery = await deliveryForPlacement(tx, {
    userId,
    pincode: body.shippingAddress.pincode,
    state: body.shippingAddress.state,
    orderValue: baseTotals.totalAmount,
    now,
    cod: body.paymentMethod === 'COD',
  });
  const totals = {
    ...baseTotals,
    codFee: delivery.codFee,
    totalAmount: baseTotals.totalAmount + delivery.codFee,
  };
  if (body.expectedTotal !== undefined && body.expectedTotal !== totals.totalAmount) {
    throw conflict(
      'Your cart has changed since this page showed its total. Please check the new total before placing the order.',
      ORDER_ERROR_CODES.priceChanged,
    );
  }

  const short = await takeStock(tx, lines);
  if (short) {
    const line = lines.find((l) => l.variantId === short.variantId)!;
    throw outOfStock({ name: await lineNameIn(tx, line, language), size: line.size }, short.left);
  }

  const gst = await orderGst(tx, {
    lines,
    couponDiscount: totals.couponDiscount,
    fees: totals.platformFee + totals.deliveryFee + totals.codFee,
    // The place of supply is where the goods go: the address's state, which placement has
    // checked is one its pincode is in (a border pincode may be in either of two).
    deliveryState: body.shippingAddress.state,
  });
  const online = isOnlinePayment(body.paymentMethod);
  const order = await insertOrder(tx, {
    id: orderId,
    userId,
    paymentMethod: body.paymentMethod,
    ...totals,
    couponId: coupon?.couponId ?? null,
    couponCode: coupon?.code ?? null,
    shippingAddress: body.shippingAddress,
    // Issue 16: the promise for the pincode (zone, cut-off, dispatch days), not spec §9's 7 days.
    estimatedDelivery: delivery.promisedAt,
    paymentDueAt: online ? new Date(now.getTime() + ctx.paymentWindowMinutes * 60_000) : null,
    placeOfSupply: gst.placeOfSupply,
    supplierStateCode: gst.supplierStateCode,
    createdAt: now,
  });
  await insertOrderItems(
    tx,
    lines.map((line, i) => ({
      id: newId(),
      orderId: order.id,
      ...capturedItem(line),
      ...gst.lines[i],
    })),
  );
  await insertOrderEvent(tx, {
    id: newId(),
    orderId: order.id,
    status: 'pending',
    description: online ? 'Order placed; awaiting payment' : 'Order placed (Cash on Delivery)',
    actorUserId: userId,
    createdAt: now,
  });
  await announceOrderEvent(tx, 'order.placed', order);
  if (key) await attachOrderToKey(tx, userId, key.value, order.id);
  if (cart) await emptyCart(tx, cart.id);
  return { kind: 'placed', order, productIds: [...new Set(lines.map((line) => line.productId))] };
}

/**
 * Places the order (design.md "Cart, coupons, orders, payments"). With an Idempotency-Key a
 * retry answers the first order (`created: false`); the same key with another body is 422.
 * `language` is the shopper's, for the product a refusal names (issue 19).
 */
export async function placeOrder(
  ctx: OrderContext,
  userId: string,
  body: CreateOrderInput,
  idempotencyKey?: string,
  language: Language = 'en',
): Promise<{ order: OrderRow | null; orderId: string; created: boolean }> {
  const key = idempotencyKey ? { value: idempotencyKey, hash: requestHash(body) } : undefined;
  const placement = await retryOnCollision(() =>
    ctx.db.transaction((tx) => placeInTransaction(tx, ctx, userId, body, key, language)),
  );
  if (placement.kind === 'placed') {
    // After the commit: the product answers show the stock this order took, on every replica.
    stockChanged.announce(ctx.db, { productIds: placement.productIds });
    return { order: placement.order, orderId: placement.order.id, created: true };
  }
  const earlier = key ? await findIdempotencyKey(ctx.db, userId, key.value) : undefined;
  if (!earlier || earlier.requestHash !== key?.hash) {
    throw businessRule(
      'This Idempotency-Key was already used for a different order',
      ORDER_ERROR_CODES.idempotencyKeyReused,
    );
  }
  if (!earlier.orderId) throw conflict('This order is already being placed', 'ORDER_IN_PROGRESS');
  return { order: null, orderId: earlier.orderId, created: false };
}
