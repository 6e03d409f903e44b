import { paymentMethodCode, type Address, type CreateOrderBody } from '@shop/contracts';
import { paymentBodyOf, paymentProblem } from '@/features/orders';
import { NEW_ADDRESS } from './address-choice';
import {
  newAddressProblem,
  SHIPPING_REQUIRED_MESSAGE,
  shippingAddressFromSaved,
  shippingAddressOf,
} from './shipping-form';
import type { CheckoutForm } from './use-checkout-form';

/**
 * The POST /orders/create body for what the shopper chose, or the spec §5 alert that stops it:
 * the shipping address first, then the payment details.
 */
export function checkoutBody(
  form: Pick<CheckoutForm, 'addressChoice' | 'newAddress' | 'saveAddress' | 'method' | 'details'>,
  addresses: Address[],
  couponCode: string | undefined,
): { body: CreateOrderBody } | { problem: string } {
  const typed = form.addressChoice === NEW_ADDRESS;
  const saved = typed ? undefined : addresses.find((a) => a._id === form.addressChoice);
  if (!typed && !saved) return { problem: SHIPPING_REQUIRED_MESSAGE };
  const shippingProblem = typed ? newAddressProblem(form.newAddress) : null;
  if (shippingProblem) return { problem: shippingProblem };
  const payProblem = paymentProblem(form.method, form.details);
  if (payProblem) return { problem: payProblem };

  const payment = paymentBodyOf(form.method, form.details);
  return {
    body: {
      shippingAddress: saved ? shippingAddressFromSaved(saved) : shippingAddressOf(form.newAddress),
      paymentMethod: paymentMethodCode(form.method),
      ...(couponCode ? { couponCode } : {}),
      ...(typed && form.saveAddress ? { saveAddress: true } : {}),
      ...(payment ? { payment } : {}),
    },
  };
}
