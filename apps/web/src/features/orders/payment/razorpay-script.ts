import { messageNow } from '@/lib/i18n';
import { RAZORPAY_LOAD_FAILED, paymentMessages } from './payment.messages';
import type { RazorpayConstructor } from './razorpay-types';

export { RAZORPAY_LOAD_FAILED };

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
/** A slow mobile connection gets this long before the shopper hears it did not load. */
export const RAZORPAY_LOAD_TIMEOUT_MS = 15_000;

let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Loads Razorpay Checkout on demand, once: only a shop paid through Razorpay needs it, and only
 * when an order is paid (the CSP lets the script in only then, decision 008). Concurrent calls
 * share one <script>; a failure or a timeout removes it, so the next attempt loads afresh.
 */
export function loadRazorpay(timeoutMs = RAZORPAY_LOAD_TIMEOUT_MS): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    const failed = () => new Error(messageNow(paymentMessages, 'razorpayLoadFailed'));
    const settle = (error: Error | null) => {
      window.clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      loading = null;
      if (!error && window.Razorpay) {
        resolve(window.Razorpay);
        return;
      }
      script.remove();
      reject(error ?? failed());
    };
    const timer = window.setTimeout(() => settle(failed()), timeoutMs);
    script.onload = () => settle(null);
    script.onerror = () => settle(failed());
    document.head.appendChild(script);
  });
  return loading;
}
