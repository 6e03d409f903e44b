import { gstStateCode } from '@shop/contracts';
import type { Executor } from '../../db/types';
import type { CartLine } from '../cart';
import { getStoreProfile } from '../store-profile';
import { findProductGstClasses } from './order-gst-repository';
import { type LineTax, taxOrderLines } from './order-tax';

export interface OrderGst {
  placeOfSupply: string | null;
  supplierStateCode: string;
  lines: LineTax[];
}

/**
 * GST captured at placement (issue 14): each line's class is read from its product now, the
 * store's state from the store profile; the place of supply is the delivery state (the
 * pincode's, order-placement.ts). A delivery state GST does not know is taxed as inter-state
 * (IGST) and recorded without a code.
 */
export async function orderGst(
  tx: Executor,
  input: { lines: CartLine[]; couponDiscount: number; fees: number; deliveryState: string },
): Promise<OrderGst> {
  const [store, classes] = await Promise.all([
    getStoreProfile(tx),
    findProductGstClasses(
      tx,
      input.lines.map((line) => line.productId),
    ),
  ]);
  const placeOfSupply = gstStateCode(input.deliveryState);
  const lines = taxOrderLines({
    lines: input.lines.map((line) => {
      const gst = classes.get(line.productId);
      if (!gst) throw new Error(`product ${line.productId} has no GST class`);
      return { price: line.price, quantity: line.quantity, ...gst };
    }),
    couponDiscount: input.couponDiscount,
    fees: input.fees,
    intraState: placeOfSupply === store.stateCode,
  });
  return { placeOfSupply, supplierStateCode: store.stateCode, lines };
}
