import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ORDER_ERROR_CODES, type CreateOrderBody, type Order } from '@shop/contracts';
import { accountKeys } from '@/features/account';
import { confirmationPath, orderKeys, type ConfirmationState } from '@/features/orders';
import { invalidateCart } from '@/features/shopping';
import { isApiError } from '@/lib/api-client';
import { messageNow } from '@/lib/i18n';
import { checkoutMessages } from './checkout.messages';
import { placeOrder } from './api/place-order';

/**
 * spec §8: the server's message, else the error's own, else 'Failed to place order. Please try
 * again.' (in the page's language).
 */
export function placeOrderFailure(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : messageNow(checkoutMessages, 'placeOrderFailed');
}

/** An order that needs no (more) payment step: cash on delivery, or paid. */
export const isSettled = (order: Order) =>
  order.paymentMethod === 'COD' || order.paymentStatus === 'completed';

/**
 * Places the order (POST /orders/create, the card/UPI/bank details charged in the same call)
 * and goes to the confirmation. One Idempotency-Key per submission: a retry after a timeout or a
 * lost answer reuses it and gets the same order back; a refusal (4xx) ends the submission, so
 * the next press is a new one. `placed` holds the order once there is one: a declined payment
 * leaves it waiting, and the page offers to pay again on that same order.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keyRef = useRef<string | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  const [placing, setPlacing] = useState(false);

  const finish = (order: Order) => {
    // Kept until the confirmation shows: the emptied cart must not send this page to /cart
    // while the confirmation page is still loading.
    setPlaced(order);
    const state: ConfirmationState = { orderId: order.orderId, totalAmount: order.totalAmount };
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    navigate(confirmationPath(order.orderId), { state });
  };

  const place = async (body: CreateOrderBody) => {
    if (placing) return;
    setPlacing(true);
    keyRef.current ??= crypto.randomUUID();
    try {
      const order = await placeOrder(body, keyRef.current);
      keyRef.current = null;
      // The server emptied the cart in the same transaction (spec §2: cleared and refreshed).
      void invalidateCart(queryClient);
      // Every account query (the address book among them) of whoever is signed in.
      if (body.saveAddress) void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      if (isSettled(order)) finish(order);
      else setPlaced(order);
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) keyRef.current = null;
      window.alert(placeOrderFailure(error));
      if (isApiError(error) && error.code === ORDER_ERROR_CODES.cartEmpty) {
        // The cart was ordered (or emptied) elsewhere, in another tab say: the page still lists
        // what it loaded, so reload the cart (the header badge follows) and, as spec §2 sends an
        // empty cart, go to /cart.
        await invalidateCart(queryClient);
        navigate('/cart', { replace: true });
      }
    } finally {
      setPlacing(false);
    }
  };

  return { place, placing, placed, finish };
}
