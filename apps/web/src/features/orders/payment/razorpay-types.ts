/**
 * The part of Razorpay Checkout (https://checkout.razorpay.com/v1/checkout.js) the shop uses:
 * `new window.Razorpay(options).open()`, the success handler and the dismissal of its modal.
 */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailure {
  error?: { description?: string; reason?: string };
}

export interface RazorpayOptions {
  key: string;
  order_id: string;
  /** Paise, as the server's Razorpay order holds it. */
  amount: number;
  currency: 'INR';
  name: string;
  description?: string;
  prefill?: { name?: string; contact?: string; email?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
}

export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}
