import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ORDER_ERROR_CODES, STORAGE_KEYS, type CreateOrderBody, type Order } from '@shop/contracts';
import { accountKeys } from '@/features/account';
import { confirmationPath, orderKeys, useOrder, type ConfirmationState } from '@/features/orders';
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

/** An online order still waiting for its money, before the shop releases it. */
const awaitsPayment = (order: Order) => order.orderStatus === 'pending' && !isSettled(order);

/** The held order's id in this tab's session storage (none when storage is refused). */
const heldOrder = {
  read: () => {
    try {
      return sessionStorage.getItem(STORAGE_KEYS.heldOrder);
    } catch {
      return null;
    }
  },
  write: (orderId: string | null) => {
    try {
      if (orderId) sessionStorage.setItem(STORAGE_KEYS.heldOrder, orderId);
      else sessionStorage.removeItem(STORAGE_KEYS.heldOrder);
    } catch {
      // Private browsing may refuse storage: a reload then goes to the cart, as before.
    }
  },
};

/**
 * Places the order (POST /orders/create, the card/UPI/bank details charged in the same call)
 * and goes to the confirmation. One Idempotency-Key per submission: a retry after a timeout or a
 * lost answer reuses it and gets the same order back; a refusal (4xx) ends the submission, so
 * the next press is a new one. `placed` holds the order once there is one: a declined payment
 * leaves it waiting, and the page offers to pay again on that same order - after a reload too
 * (the order's id is kept in this tab's session storage until it is paid or released).
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keyRef = useRef<string | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  const [placing, setPlacing] = useState(false);
  // A reload after a declined payment: the order holds the cart's items, so the page offers to
  // pay it again rather than sending the shopper to an empty cart.
  const [heldId] = useState(heldOrder.read);
  const held = useOrder(placed ? null : heldId);
  const restored = held.data && awaitsPayment(held.data) ? held.data : null;
  // Paid, cancelled or released meanwhile (or another shopper's now): nothing to restore.
  const stale = Boolean(heldId) && !placed && (held.isError || (held.data && !restored));
  useEffect(() => {
    if (stale) heldOrder.write(null);
  }, [stale]);

  const finish = (order: Order) => {
    heldOrder.write(null);
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
      else {
        heldOrder.write(order.orderId);
        setPlaced(order);
      }
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) keyRef.current = null;
      window.alert(placeOrderFailure(error));
      if (isApiError(error) && error.code === ORDER_ERROR_CODES.priceChanged) {
        // The cart changed since the page loaded (another tab, a new price): show what it holds
        // now, with its total on the button, for the shopper to place again.
        await invalidateCart(queryClient);
      } else if (isApiError(error) && error.code === ORDER_ERROR_CODES.cartEmpty) {
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

  return {
    place,
    placing,
    placed,
    /** The order this tab placed before a reload, still awaiting payment. */
    held: placed ? null : restored,
    /** Still asking whether that order awaits payment. */
    restoring: !placed && Boolean(heldId) && held.isPending,
    finish,
  };
}
