import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shop/contracts';
import { useAuth, useOwnerId } from '@/features/auth';
import { getOrder } from '../api/get-order';
import { openPaymentCheckout } from '../api/open-payment-checkout';
import { usePayOrder } from '../api/pay-order';
import { messageNow } from '@/lib/i18n';
import { orderKeys } from '../order-keys';
import { paymentMessages } from './payment.messages';
import { openRazorpayCheckout } from './razorpay-checkout';

const notOpened = () => messageNow(paymentMessages, 'razorpayNotOpened');

/** Where a Razorpay payment is: the button says it while the shopper waits. */
export type RazorpayPhase = 'idle' | 'opening' | 'paying' | 'confirming';

export type RazorpayPaymentOutcome =
  { status: 'paid'; order: Order } | { status: 'unpaid'; message: string };

/**
 * Pays a pending online order through Razorpay Checkout (PAYMENT_PROVIDER=razorpay): the
 * server's Razorpay order (a new one when there is none waiting), Razorpay's window, then the
 * ids and signature to POST /orders/{id}/payment. `refresh` reads the order first: it may have
 * been paid meanwhile (Razorpay's webhook) or its Razorpay order settled as failed.
 */
export function useRazorpayPayment() {
  const queryClient = useQueryClient();
  const ownerId = useOwnerId();
  const { user } = useAuth();
  const pay = usePayOrder();
  const [phase, setPhase] = useState<RazorpayPhase>('idle');

  const remember = (order: Order) =>
    queryClient.setQueryData(orderKeys.detail(ownerId, order.orderId), order);

  const start = async (
    order: Order,
    options: { refresh?: boolean } = {},
  ): Promise<RazorpayPaymentOutcome> => {
    setPhase('opening');
    try {
      let current = options.refresh ? await getOrder(order.orderId) : order;
      if (current.paymentStatus === 'completed') {
        remember(current);
        return { status: 'paid', order: current };
      }
      if (!current.payment?.checkout) {
        current = await openPaymentCheckout(order.orderId);
        remember(current);
      }
      const checkout = current.payment?.checkout;
      if (!checkout) return { status: 'unpaid', message: notOpened() };

      setPhase('paying');
      const address = current.shippingAddress;
      const result = await openRazorpayCheckout({
        checkout,
        orderNumber: current.orderNumber,
        prefill: {
          name: address.name,
          contact: address.phone,
          email: address.email ?? user?.email ?? undefined,
        },
      });
      if (result.status === 'closed') {
        void queryClient.invalidateQueries({ queryKey: orderKeys.detail(ownerId, order.orderId) });
        return {
          status: 'unpaid',
          message: result.failureReason ?? messageNow(paymentMessages, 'razorpayClosed'),
        };
      }

      setPhase('confirming');
      const paid = await pay.mutateAsync({ orderId: order.orderId, body: result.body });
      return paid.paymentStatus === 'completed'
        ? { status: 'paid', order: paid }
        : { status: 'unpaid', message: paid.payment?.failureReason ?? notOpened() };
    } catch (error) {
      return {
        status: 'unpaid',
        message: error instanceof Error && error.message ? error.message : notOpened(),
      };
    } finally {
      setPhase('idle');
    }
  };

  return { start, phase, working: phase !== 'idle' };
}

/** The book's key for the pay button's words while a Razorpay payment is under way. */
export const RAZORPAY_PHASE_KEYS = {
  opening: 'phaseOpening',
  paying: 'phasePaying',
  confirming: 'phaseConfirming',
} as const satisfies Record<Exclude<RazorpayPhase, 'idle'>, string>;
