import { act } from '@testing-library/react';
import type { Order, PaymentCheckout } from '@shop/contracts';
import type { RazorpayFailure, RazorpayInstance, RazorpayOptions } from '@/features/orders';

/** A window Razorpay Checkout opened, which the test pays in, declines or closes. */
export interface FakeRazorpayWindow {
  options: RazorpayOptions;
  opened: boolean;
  /** Razorpay's success: the handler gets the payment id, the order id and a signature. */
  pay(paymentId?: string): Promise<void>;
  /** A declined attempt inside Razorpay's window (it stays open). */
  decline(description: string): void;
  /** The shopper closes the window. */
  close(): Promise<void>;
}

/**
 * Installs a stand-in for `window.Razorpay` (tests only): every `new Razorpay(options)` is kept
 * in `windows`, so a test reads what the shop passed and acts as the shopper would.
 */
export function installFakeRazorpay() {
  const windows: FakeRazorpayWindow[] = [];
  class FakeRazorpay implements RazorpayInstance {
    private failed: ((response: RazorpayFailure) => void) | null = null;
    private readonly view: FakeRazorpayWindow;
    constructor(options: RazorpayOptions) {
      const view: FakeRazorpayWindow = {
        options,
        opened: false,
        pay: (paymentId = 'pay_TEST1') =>
          act(async () => {
            options.handler({
              razorpay_payment_id: paymentId,
              razorpay_order_id: options.order_id,
              razorpay_signature: `sig_${options.order_id}_${paymentId}`,
            });
          }),
        decline: (description) => this.failed?.({ error: { description } }),
        close: () =>
          act(async () => {
            options.modal?.ondismiss?.();
          }),
      };
      windows.push(view);
      this.view = view;
    }
    on(_event: 'payment.failed', listener: (response: RazorpayFailure) => void) {
      this.failed = listener;
    }
    open() {
      this.view.opened = true;
    }
  }
  window.Razorpay = FakeRazorpay;
  return { windows, last: () => windows.at(-1) };
}

/** Removes the stand-in and any checkout.js <script> a test left behind. */
export function removeFakeRazorpay() {
  delete window.Razorpay;
  document.head.querySelectorAll('script[src*="razorpay"]').forEach((script) => script.remove());
}

export const RAZORPAY_KEY_ID = 'rzp_test_key';

/** What the server answers in `order.payment.checkout` for a Razorpay order of `amountPaise`. */
export function buildCheckout(overrides: Partial<PaymentCheckout> = {}): PaymentCheckout {
  return {
    provider: 'razorpay',
    keyId: RAZORPAY_KEY_ID,
    providerOrderId: 'order_RZP1',
    amountPaise: 160_000,
    currency: 'INR',
    ...overrides,
  };
}

/** A pending online order whose Razorpay order waits for the shopper. */
export function razorpayPayment(
  checkout: PaymentCheckout | null = buildCheckout(),
): Order['payment'] {
  return {
    status: 'pending',
    method: 'CARD',
    provider: 'razorpay',
    cardBrand: null,
    cardLast4: null,
    bankCode: null,
    failureReason: null,
    attempts: 0,
    checkout,
  };
}
