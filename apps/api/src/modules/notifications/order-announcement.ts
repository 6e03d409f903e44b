import type { OrderNotificationEvent } from '@shop/contracts';
import type { Executor } from '../../db/types';
import { newId } from '../../lib/ids';
import {
  findRecipient,
  insertNotifications,
  type NewNotificationRow,
} from './notification-repository';

export interface AnnouncedOrder {
  id: string;
  userId: string;
  shippingAddress: { email?: string | null };
}

/**
 * Writes an order event's messages into the outbox, inside the caller's transaction (issue 14,
 * decision 016): they exist if and only if the change is committed. The shopper's notification
 * settings decide: order e-mails with `orderUpdates`, SMS with `sms`; the order placed e-mail
 * always goes to the e-mail given at checkout. `occurrence` tells repeatable events apart (a
 * second failed payment is a second message); otherwise an event is announced once.
 */
export async function announceOrderEvent(
  tx: Executor,
  event: OrderNotificationEvent,
  order: AnnouncedOrder,
  options: {
    details?: Record<string, string | number | null>;
    occurrence?: string;
    /** Held in the outbox until then (the review request waits a few days after delivery). */
    notBefore?: Date;
  } = {},
): Promise<void> {
  const recipient = await findRecipient(tx, order.userId);
  if (!recipient) return;
  const checkoutEmail = order.shippingAddress.email || null;
  const prefs = recipient.preferences;
  const email =
    event === 'order.placed'
      ? (checkoutEmail ?? (prefs.orderUpdates ? recipient.email : null))
      : prefs.orderUpdates
        ? (recipient.email ?? checkoutEmail)
        : null;
  const sms = prefs.sms ? recipient.phone : null;
  const key = (channel: string) =>
    [event, order.id, channel, options.occurrence].filter(Boolean).join(':');
  const rows: NewNotificationRow[] = [];
  if (email) {
    rows.push({
      id: newId(),
      dedupeKey: key('email'),
      event,
      channel: 'email',
      recipient: email,
      orderId: order.id,
      details: options.details ?? {},
      ...(options.notBefore ? { nextAttemptAt: options.notBefore } : {}),
    });
  }
  if (sms) {
    rows.push({
      id: newId(),
      dedupeKey: key('sms'),
      event,
      channel: 'sms',
      recipient: sms,
      orderId: order.id,
      details: options.details ?? {},
      ...(options.notBefore ? { nextAttemptAt: options.notBefore } : {}),
    });
  }
  await insertNotifications(tx, rows);
}
