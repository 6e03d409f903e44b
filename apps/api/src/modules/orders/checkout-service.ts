import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AddressFieldsSchema, type Language, type Order } from '@shop/contracts';
import type { Db } from '../../db/types';
import { AppError, invalidData } from '../../lib/errors';
import { addAddress, listUserAddresses } from '../users';
import type { OrderContext } from './order-context';
import { openCheckout, payOrder } from './order-payment-service';
import { type CreateOrderInput, placeOrder } from './order-placement';
import { getOrder } from './order-queries';

/** What the address book keeps of the shipping address: its address fields (not the email). */
type Address = z.output<typeof AddressFieldsSchema>;
const ADDRESS_FIELDS = Object.keys(AddressFieldsSchema.shape) as (keyof Address)[];

const sameAddress = (a: Address, b: Address) =>
  ADDRESS_FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null));

/** spec §2 Checkout: a new address "can be saved to the address book" (once; never fatal). */
async function saveToAddressBook(db: Db, userId: string, address: Address, log: FastifyBaseLogger) {
  try {
    const book = await listUserAddresses(db, userId);
    if (book.some((saved) => sameAddress(saved, address))) return;
    await addAddress(db, userId, { ...address, isDefault: false });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.info({ err: error }, 'checkout address not saved');
  }
}

/**
 * POST /orders/create: places the order, then - for a new one - opens the hosted checkout
 * (razorpay), charges the payment details sent with it (simulated) and saves the address.
 * A declined payment does not undo the order: it stays pending and can be paid again.
 * `language` is the shopper's: the products a refusal names and the order's item names
 * (issue 19).
 */
export async function checkout(
  ctx: OrderContext,
  userId: string,
  body: CreateOrderInput,
  idempotencyKey: string | undefined,
  log: FastifyBaseLogger,
  language: Language = 'en',
): Promise<{ order: Order; created: boolean }> {
  if (body.payment?.method === 'RAZORPAY') {
    throw invalidData('Razorpay payments are completed with POST /orders/{id}/payment');
  }
  if (body.payment && ctx.payments.name === 'razorpay') {
    throw invalidData('Please pay through Razorpay Checkout');
  }
  const placed = await placeOrder(ctx, userId, body, idempotencyKey, language);
  if (placed.created && placed.order) {
    try {
      await openCheckout(ctx, placed.order);
    } catch (error) {
      log.error({ err: error, orderId: placed.orderId }, 'payment checkout not opened');
    }
    if (body.payment) {
      await payOrder(ctx, { orderId: placed.orderId, userId, details: body.payment }).catch(
        (error: unknown) => log.warn({ err: error, orderId: placed.orderId }, 'payment not taken'),
      );
    }
    if (body.saveAddress) {
      // The address book keeps addresses only; the email stays with the order.
      const { email: _email, ...address } = body.shippingAddress;
      await saveToAddressBook(ctx.db, userId, address, log);
    }
  }
  const order = await getOrder(ctx.db, placed.orderId, userId, ctx.payments.publicKeyId, language);
  return { order, created: placed.created };
}
