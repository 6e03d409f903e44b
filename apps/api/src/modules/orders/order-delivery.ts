import { type DeliveryCheck, ORDER_ERROR_CODES } from '@shop/contracts';
import type { Executor } from '../../db/types';
import { businessRule } from '../../lib/errors';
import { checkDelivery, checkPincodeState, getDeliverySettings } from '../delivery';
import { countRefusedDeliveries } from './order-repository';

/** Noon in India on a YYYY-MM-DD day: the same calendar date read anywhere near India. */
export const promisedInstant = (day: string) => new Date(`${day}T12:00:00+05:30`);

/**
 * The delivery answer for this shopper's order (issue 16): the promise for the pincode, and
 * cash on delivery judged on the order's value and the shopper's refused deliveries.
 */
export async function orderDelivery(
  db: Executor,
  input: { userId: string; pincode: string; orderValue: number; now: Date },
): Promise<DeliveryCheck & { codFee: number }> {
  const [check, settings] = await Promise.all([
    countRefusedDeliveries(db, input.userId).then((refusedDeliveries) =>
      checkDelivery(db, {
        pincode: input.pincode,
        now: input.now,
        orderValue: input.orderValue,
        refusedDeliveries,
      }),
    ),
    getDeliverySettings(db),
  ]);
  return { ...check, codFee: settings.cod.fee };
}

/**
 * Placement's checks: the address's state must be one its pincode is in (400 naming the state
 * field), the pincode must be served (422 with the reason), and a cash-on-delivery order must
 * pass every COD rule (422 naming the rule). Answers the promised instant and the COD fee the
 * order carries.
 */
export async function deliveryForPlacement(
  tx: Executor,
  input: {
    userId: string;
    pincode: string;
    state: string;
    orderValue: number;
    now: Date;
    cod: boolean;
  },
): Promise<{ promisedAt: Date; codFee: number }> {
  await checkPincodeState(tx, input, 'body.shippingAddress.state');
  const check = await orderDelivery(tx, input);
  if (!check.serviceable || !check.estimatedDelivery) {
    throw businessRule(
      check.reason ?? `Sorry, we do not deliver to ${input.pincode}`,
      ORDER_ERROR_CODES.notServiceable,
    );
  }
  if (input.cod && !check.codAvailable) {
    throw businessRule(
      check.codReason ?? 'Cash on delivery is not available for this order',
      ORDER_ERROR_CODES.codUnavailable,
    );
  }
  return {
    promisedAt: promisedInstant(check.estimatedDelivery),
    codFee: input.cod ? check.codFee : 0,
  };
}
