import {
  type CreateReturnBodySchema,
  formatPaise,
  formatShortDateIN,
  type Language,
  maskAccountNumber,
  maskUpiId,
  RETURN_CANCELLABLE_STATUSES,
  RETURN_WINDOW_DAYS,
  type ReturnKind,
  type ReturnList,
  type ReturnRequest,
  returnDaysLeft,
  returnedUnitsRefundPaise,
  SHOP_FAULT_REASONS,
  shareOut,
} from '@shop/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/types';
import { stockChanged } from '../../lib/change-signals';
import { businessRule, conflict, invalidData, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { type InvoicePdf, returnCreditNotePdf } from '../invoices';
import { isStoredUpload } from '../media';
import { restoreStock, takeStock } from '../stock';
import { listUserAddresses } from '../users';
import { recordReturnStep } from './return-events';
import { toReturnRequest } from './return-mapper';
import {
  feesAlreadyRefunded,
  findAskedUnits,
  findCreditNoteNumbers,
  findEventsOf,
  findOrderForReturn,
  findCreditedReturns,
  findReturn,
  findLinesOf,
  findReturnableItems,
  findReturnsOfOrder,
  findSizesInStock,
  findVariant,
  findVariantPrices,
  insertReturn,
  lockOrderForReturn,
  lockReturn,
  type NewReturnRow,
  type ReturnOrderRow,
  type ReturnRow,
  updateReturnWhile,
} from './return-repository';

type CreateReturnBody = z.output<typeof CreateReturnBodySchema>;

export const RETURN_ERROR_CODES = {
  notFound: 'RETURN_NOT_FOUND',
  notDelivered: 'RETURN_NOT_DELIVERED',
  windowOver: 'RETURN_WINDOW_OVER',
  nonReturnable: 'RETURN_NOT_ALLOWED',
  tooMany: 'RETURN_QUANTITY_EXCEEDED',
  outOfStock: 'EXCHANGE_OUT_OF_STOCK',
  invalidTransition: 'RETURN_INVALID_TRANSITION',
} as const;

const orderNotFound = () => notFound('Order not found', 'ORDER_NOT_FOUND');
export const returnNotFound = () =>
  notFound('Return request not found', RETURN_ERROR_CODES.notFound);
const bad = (path: string, message: string) => invalidData(message, [{ path, message }]);

/** Days left to ask, or null when the order was not delivered (no return possible). */
function daysLeftOf(order: ReturnOrderRow, now: Date): number | null {
  if (order.orderStatus !== 'delivered' || !order.deliveredAt) return null;
  return returnDaysLeft(order.deliveredAt, now);
}

export interface ReturnContext {
  db: Db;
  dataDir: string;
  now: () => Date;
}

/**
 * An exchange is another size at the price of the size bought, as it sells today (the sizes of
 * one product usually share a price; a "Set of 2" beside a "Single" does not, and exchanging
 * one for the other would hand over the difference). A size no longer sold is priced as paid.
 */
function boughtPrice(
  item: { variantId: string | null; price: number },
  prices: Map<string, number>,
): number {
  return (item.variantId ? prices.get(item.variantId) : undefined) ?? item.price;
}

/** The order's requests, newest first, and the days left to ask (GET /api/orders/:id/returns). */
export async function listReturns(
  db: Db,
  orderId: string,
  userId: string,
  now: Date,
  language: Language = 'en',
): Promise<ReturnList> {
  const order = await findOrderForReturn(db, orderId, userId);
  if (!order) throw orderNotFound();
  const [rows, items, asked] = await Promise.all([
    findReturnsOfOrder(db, orderId),
    findReturnableItems(db, orderId, language),
    findAskedUnits(db, orderId),
  ]);
  const [sizes, boughtPrices] = await Promise.all([
    findSizesInStock(
      db,
      items.flatMap((item) => (item.productId ? [item.productId] : [])),
    ),
    findVariantPrices(
      db,
      items.flatMap((item) => (item.variantId ? [item.variantId] : [])),
    ),
  ]);
  return {
    returns: await present(db, rows, language),
    items: items.map((item) => {
      const before = asked.get(item.id) ?? { return: 0, exchange: 0 };
      return {
        orderItemId: item.id,
        name: item.name,
        size: item.size,
        color: item.color,
        returnable: !item.nonReturnable,
        unitsLeft: item.quantity - before.return - before.exchange,
        exchangeSizes: sizes
          .filter(
            (variant) =>
              variant.productId === item.productId &&
              variant.color === (item.color ?? variant.color) &&
              variant.size !== item.size &&
              variant.price === boughtPrice(item, boughtPrices),
          )
          .map((variant) => ({ variantId: variant.id, size: variant.size, stock: variant.stock })),
      };
    }),
    daysLeft: daysLeftOf(order, now),
  };
}

/** The requests as the API answers them; line names in `language` (issue 19). */
export async function present(
  db: Executor,
  rows: ReturnRow[],
  language: Language = 'en',
): Promise<ReturnRequest[]> {
  const ids = rows.map((row) => row.id);
  const [lines, events, notes] = await Promise.all([
    findLinesOf(db, ids, language),
    findEventsOf(db, ids),
    findCreditNoteNumbers(db, ids),
  ]);
  return rows.map((row) => toReturnRequest(row, lines, events, notes.get(row.id) ?? null));
}

/** Where a refund goes, what is shown of it, and what the payout keeps until it is made. */
function refundDestinationOf(order: ReturnOrderRow, body: CreateReturnBody): Partial<NewReturnRow> {
  if (order.paymentMethod !== 'COD') {
    if (body.refundDestination) {
      throw bad(
        'body.refundDestination',
        'This order was paid online: the refund goes back to the same card, UPI or bank',
      );
    }
    return { refundMethod: 'original', refundTo: null };
  }
  const destination = body.refundDestination;
  if (!destination) {
    throw bad(
      'body.refundDestination',
      'This order was paid in cash: tell us a UPI id or a bank account for the refund',
    );
  }
  if (destination.method === 'UPI') {
    return {
      refundMethod: 'UPI',
      refundTo: maskUpiId(destination.upiId),
      payoutUpiId: destination.upiId,
    };
  }
  return {
    refundMethod: 'BANK',
    refundTo: `${maskAccountNumber(destination.accountNumber)}, ${destination.ifsc}`,
    payoutAccountNumber: destination.accountNumber,
    payoutIfsc: destination.ifsc,
    payoutHolderName: destination.holderName,
  };
}

/**
 * A shopper's request (POST /api/orders/:id/returns). Under the order's row lock: the order is
 * delivered and within RETURN_WINDOW_DAYS, every item returnable, no more units than bought
 * less those already asked for, the exchange's size taken from stock (conditional update) and
 * the refund fixed in paise (decision 020). 404 for another shopper's order.
 */
export async function createReturn(
  ctx: ReturnContext,
  input: { orderId: string; userId: string; body: CreateReturnBody },
): Promise<ReturnRequest> {
  const { body } = input;
  const now = ctx.now();
  const kinds = new Set(body.lines.map((line) => line.kind));
  if (kinds.size > 1) {
    throw bad('body.lines', 'Ask for returns and exchanges in separate requests');
  }
  const kind = body.lines[0]!.kind as ReturnKind;
  body.photos.forEach((url, i) => {
    if (!isStoredUpload(ctx.dataDir, url))
      throw bad(`body.photos.${i}`, 'That photo was not found: upload it again');
  });
  let pickupAddress: NewReturnRow['pickupAddress'] | undefined;
  if (body.pickupAddressId) {
    const saved = (await listUserAddresses(ctx.db, input.userId)).find(
      (address) => address.id === body.pickupAddressId,
    );
    if (!saved)
      throw bad('body.pickupAddressId', 'Choose one of your saved addresses for the pickup');
    pickupAddress = {
      name: saved.name,
      phone: saved.phone,
      addressLine1: saved.addressLine1,
      addressLine2: saved.addressLine2,
      city: saved.city,
      state: saved.state,
      pincode: saved.pincode,
      landmark: saved.landmark,
    };
  }

  let reserved: string[] = [];
  const created = await ctx.db.transaction(async (tx) => {
    const order = await lockOrderForReturn(tx, input.orderId, input.userId);
    if (!order) throw orderNotFound();
    const daysLeft = daysLeftOf(order, now);
    if (daysLeft === null) {
      throw businessRule(
        'Returns and exchanges open once the order is delivered',
        RETURN_ERROR_CODES.notDelivered,
      );
    }
    if (daysLeft < 0) {
      const lastDay = new Date(order.deliveredAt!.getTime() + RETURN_WINDOW_DAYS * 86_400_000);
      throw businessRule(
        `The ${RETURN_WINDOW_DAYS}-day return window of this order ended on ${formatShortDateIN(lastDay)}`,
        RETURN_ERROR_CODES.windowOver,
      );
    }
    const items = await findReturnableItems(tx, order.id);
    const asked = await findAskedUnits(tx, order.id);
    const shares = shareOut(
      order.couponDiscount * 100,
      items.map((item) => item.price * item.quantity),
    );
    const requestId = newId(now.getTime());
    const wanted = new Map<string, number>();
    const returnedBefore = new Map<string, number>();
    const exchanges: { variantId: string; quantity: number; productId: string }[] = [];
    const lines = [];
    for (const [i, line] of body.lines.entries()) {
      const index = items.findIndex((item) => item.id === line.orderItemId);
      const item = items[index];
      if (!item) throw bad(`body.lines.${i}.orderItemId`, 'That item is not in this order');
      if (item.nonReturnable) {
        throw businessRule(
          `${item.name} cannot be returned or exchanged`,
          RETURN_ERROR_CODES.nonReturnable,
        );
      }
      const before = asked.get(item.id) ?? { return: 0, exchange: 0 };
      const total = (wanted.get(item.id) ?? 0) + line.quantity;
      const left = item.quantity - before.return - before.exchange;
      if (total > left) {
        throw businessRule(
          left > 0
            ? `Only ${left} of ${item.name} (size ${item.size}) can still be returned or exchanged`
            : `${item.name} (size ${item.size}) has already been returned or exchanged`,
          RETURN_ERROR_CODES.tooMany,
        );
      }
      wanted.set(item.id, total);
      let refundPaise = 0;
      let exchangeSize: string | null = null;
      if (line.kind === 'return') {
        if (line.exchangeVariantId) {
          throw bad(`body.lines.${i}.exchangeVariantId`, 'A return has no size to exchange for');
        }
        const already = before.return + (returnedBefore.get(item.id) ?? 0);
        refundPaise = returnedUnitsRefundPaise(
          { price: item.price, quantity: item.quantity, couponSharePaise: shares[index]! },
          line.quantity,
          already,
        );
        returnedBefore.set(item.id, (returnedBefore.get(item.id) ?? 0) + line.quantity);
      } else {
        const variant = line.exchangeVariantId
          ? await findVariant(tx, line.exchangeVariantId)
          : undefined;
        if (
          !variant ||
          !variant.isActive ||
          variant.productId !== item.productId ||
          variant.color !== (item.color ?? variant.color) ||
          variant.size === item.size
        ) {
          throw bad(
            `body.lines.${i}.exchangeVariantId`,
            `Choose another size of ${item.name} in the same colour`,
          );
        }
        const bought = boughtPrice(item, await findVariantPrices(tx, [item.variantId ?? '']));
        if (variant.price !== bought) {
          throw bad(
            `body.lines.${i}.exchangeVariantId`,
            `Size ${variant.size} of ${item.name} sells at another price: exchange for a size at the same price, or return it`,
          );
        }
        exchangeSize = variant.size;
        exchanges.push({
          variantId: variant.id,
          quantity: line.quantity,
          productId: variant.productId,
        });
      }
      lines.push({
        id: newId(now.getTime()),
        returnId: requestId,
        orderItemId: item.id,
        quantity: line.quantity,
        kind: line.kind,
        exchangeVariantId: line.exchangeVariantId ?? null,
        exchangeSize,
        refundPaise,
      });
    }

    // The exchange's new size is held from now: another shopper cannot buy the last one.
    const short = await takeStock(tx, exchanges);
    if (short) {
      throw conflict(
        short.left > 0
          ? `Only ${short.left} left in the size you chose: exchange fewer units or another size`
          : 'The size you chose is out of stock: choose another size or a return',
        RETURN_ERROR_CODES.outOfStock,
      );
    }
    reserved = exchanges.map((line) => line.productId);

    const goodsRefundPaise = lines.reduce((sum, line) => sum + line.refundPaise, 0);
    let feesRefundPaise = 0;
    if (kind === 'return') {
      // Decision 020: the fees go back when the shop is at fault or nothing of the order is kept.
      const wholeOrder = items.every(
        (item) =>
          (asked.get(item.id)?.return ?? 0) + (returnedBefore.get(item.id) ?? 0) === item.quantity,
      );
      if (
        (SHOP_FAULT_REASONS.includes(body.reason) || wholeOrder) &&
        !(await feesAlreadyRefunded(tx, order.id))
      ) {
        feesRefundPaise = (order.platformFee + order.deliveryFee) * 100;
      }
    }
    const request: NewReturnRow = {
      id: requestId,
      orderId: order.id,
      userId: input.userId,
      reason: body.reason,
      comments: body.comments,
      photos: [...new Set(body.photos)],
      pickupAddress: pickupAddress ?? { ...order.shippingAddress, email: null },
      goodsRefundPaise,
      feesRefundPaise,
      ...(kind === 'return' ? refundDestinationOf(order, body) : {}),
      createdAt: now,
      updatedAt: now,
    };
    await insertReturn(tx, request, lines);
    const row = (await lockReturn(tx, requestId))!;
    const what =
      kind === 'return'
        ? `Return requested: refund of ${formatPaise(goodsRefundPaise + feesRefundPaise)} once it is received`
        : `Exchange requested: ${lines.map((line) => `size ${line.exchangeSize}`).join(', ')} kept for you`;
    await recordReturnStep(tx, {
      request: row,
      order,
      status: 'requested',
      description: what,
      actorUserId: input.userId,
      now,
    });
    return row;
  });
  if (reserved.length > 0) stockChanged.announce(ctx.db, { productIds: [...new Set(reserved)] });
  return (await present(ctx.db, [created]))[0]!;
}

/** Gives back the units an exchange held (rejected, cancelled, failed its quality check). */
export async function releaseExchange(tx: Executor, requestId: string): Promise<string[]> {
  const lines = (await findLinesOf(tx, [requestId])).filter((line) => line.kind === 'exchange');
  await restoreStock(
    tx,
    lines.map((line) => ({ variantId: line.exchangeVariantId, quantity: line.quantity })),
  );
  return lines.flatMap((line) => (line.productId ? [line.productId] : []));
}

/** The shopper changes their mind before the pickup (PATCH .../returns/:returnId/cancel). */
export async function cancelReturn(
  ctx: ReturnContext,
  input: { orderId: string; returnId: string; userId: string },
): Promise<ReturnRequest> {
  const now = ctx.now();
  let released: string[] = [];
  const row = await ctx.db.transaction(async (tx) => {
    const order = await lockOrderForReturn(tx, input.orderId, input.userId);
    const request = await lockReturn(tx, input.returnId, input.userId);
    if (!order || !request || request.orderId !== order.id) throw returnNotFound();
    const after = await updateReturnWhile(tx, request.id, RETURN_CANCELLABLE_STATUSES, {
      status: 'cancelled',
      updatedAt: now,
    });
    if (!after) {
      throw businessRule(
        request.status === 'cancelled'
          ? 'This request is already cancelled'
          : 'This request can no longer be cancelled: it has been picked up or closed',
        RETURN_ERROR_CODES.invalidTransition,
      );
    }
    released = await releaseExchange(tx, request.id);
    await recordReturnStep(tx, {
      request: after,
      order,
      status: 'cancelled',
      description: 'You cancelled this request',
      actorUserId: input.userId,
      now,
    });
    return after;
  });
  if (released.length > 0) stockChanged.announce(ctx.db, { productIds: [...new Set(released)] });
  return (await present(ctx.db, [row]))[0]!;
}

/**
 * The credit note of a refunded return (GET .../returns/:returnId/credit-note, the shopper's
 * and the back office's): each returned line at the value refunded for it, and the fees when
 * they were given back (credited-lines.ts in invoices). 404 for a request not of that order, or
 * of another shopper's order; `userId` is null only for the back office, which may read any
 * order's (a required field, so a shopper's route cannot drop the check by forgetting it).
 */
export async function returnCreditNote(
  db: Db,
  input: { orderId: string; returnId: string; userId: string | null },
): Promise<InvoicePdf> {
  const order = await findOrderForReturn(db, input.orderId, input.userId ?? undefined);
  const request = await findReturn(db, input.returnId);
  if (!order || !request || request.orderId !== order.id) throw returnNotFound();
  // Every credit note of the order before this one: a line's GST is credited as a running share.
  const credited = await findCreditedReturns(db, order.id);
  const lines = await findLinesOf(
    db,
    credited.map((row) => row.id),
  );
  return returnCreditNotePdf(
    db,
    order.id,
    request.id,
    credited.map((row) => ({
      returnId: row.id,
      feesRefundPaise: row.feesRefundPaise,
      lines: lines.filter((line) => line.returnId === row.id && line.kind === 'return'),
    })),
  );
}
