import { paymentMethodCode, type Address, type CreateOrderBody } from '@shop/contracts';
import { paymentBodyOf, paymentProblem } from '@/features/orders';
import { NEW_ADDRESS } from './address-choice';
import {
  newAddressProblem,
  shippingRequiredMessage,
  shippingAddressFromSaved,
  shippingAddressOf,
} from './shipping-form';
import type { CheckoutForm } from './use-checkout-form';

/**
 * The POST /orders/create body for what the shopper chose, or the spec §5 alert that stops it:
 * the shipping address first, then the payment details. Under Razorpay there are none to check
 * or send: Razorpay's window takes them after placing (decision 008). A saved address carries
 * the account's email (the typed one carries the form's).
 */
export function checkoutBody(
  form: Pick<CheckoutForm, 'addressChoice' | 'newAddress' | 'saveAddress' | 'method' | 'details'>,
  addresses: Address[],
  couponCode: string | undefined,
  options: { razorpay?: boolean; accountEmail?: string | null; expectedTotal?: number } = {},
): { body: CreateOrderBody } | { problem: string } {
  const typed = form.addressChoice === NEW_ADDRESS;
  const saved = typed ? undefined : addresses.find((a) => a._id === form.addressChoice);
  if (!typed && !saved) return { problem: shippingRequiredMessage() };
  const shippingProblem = typed ? newAddressProblem(form.newAddress) : null;
  if (shippingProblem) return { problem: shippingProblem };
  const payProblem = options.razorpay ? null : paymentProblem(form.method, form.details);
  if (payProblem) return { problem: payProblem };

  const payment = options.razorpay ? null : paymentBodyOf(form.method, form.details);
  const accountEmail = options.accountEmail?.trim();
  return {
    body: {
      shippingAddress: saved
        ? { ...shippingAddressFromSaved(saved), ...(accountEmail ? { email: accountEmail } : {}) }
        : shippingAddressOf(form.newAddress),
      paymentMethod: paymentMethodCode(form.method),
      ...(couponCode ? { couponCode } : {}),
      ...(typed && form.saveAddress ? { saveAddress: true } : {}),
      ...(payment ? { payment } : {}),
      // The total on the Place Order button: the server refuses to charge any other (a cart
      // changed in another tab, a price changed since the page loaded).
      ...(options.expectedTotal === undefined ? {} : { expectedTotal: options.expectedTotal }),
    },
  };
}
