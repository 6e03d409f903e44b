import type { PaymentBodyInput, PaymentCheckout } from '@shop/contracts';
import { messageNow } from '@/lib/i18n';
import { paymentMessages } from './payment.messages';
import { loadRazorpay } from './razorpay-script';

/** The shop's name at the top of Razorpay's window (as in the page titles). */
const SHOP_NAME = 'BharatBazaar';

/** How the shopper left Razorpay's window. */
export type RazorpayResult =
  | { status: 'paid'; body: Extract<PaymentBodyInput, { method: 'RAZORPAY' }> }
  /** Closed without paying; `failureReason` when an attempt inside it was declined. */
  | { status: 'closed'; failureReason: string | null };

/**
 * Opens Razorpay Checkout for the Razorpay order the server created (decision 008) and waits for
 * the shopper: the payment's three ids go back to the server, which checks the signature. Card,
 * UPI and bank details are typed into Razorpay's window, never into the shop's pages.
 */
export async function openRazorpayCheckout(input: {
  checkout: PaymentCheckout;
  orderNumber: string;
  prefill: { name?: string; contact?: string; email?: string };
}): Promise<RazorpayResult> {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve) => {
    let failureReason: string | null = null;
    const razorpay = new Razorpay({
      key: input.checkout.keyId,
      order_id: input.checkout.providerOrderId,
      amount: input.checkout.amountPaise,
      currency: 'INR',
      name: SHOP_NAME,
      description: messageNow(paymentMessages, 'razorpayDescription', {
        number: input.orderNumber,
      }),
      prefill: input.prefill,
      handler: (response) =>
        resolve({
          status: 'paid',
          body: {
            method: 'RAZORPAY',
            razorpayOrderId: response.razorpay_order_id,
            razorpayPaymentId: response.razorpay_payment_id,
            razorpaySignature: response.razorpay_signature,
          },
        }),
      modal: { ondismiss: () => resolve({ status: 'closed', failureReason }) },
    });
    // Razorpay keeps its window open after a decline so the shopper can try again there; the
    // reason is kept for when they close it instead.
    razorpay.on('payment.failed', (response) => {
      failureReason =
        response.error?.description ??
        response.error?.reason ??
        messageNow(paymentMessages, 'didNotGoThrough');
    });
    razorpay.open();
  });
}
