import type { FastifyBaseLogger } from 'fastify';
import type { OrderNotificationEvent } from '@shop/contracts';
import type { Db } from '../../db/types';
import { type SmsProvider, smsLanguage, type SmsTemplates } from '../auth';
import { getStoreProfile } from '../store-profile';
import type { Mailer } from './mailer';
import {
  claimDueNotifications,
  findOrderForMessage,
  markNotificationFailed,
  markNotificationSent,
  type NotificationRow,
} from './notification-repository';
import { renderOrderMessage } from './order-messages';

/** After this many attempts a message is given up on (about 9 hours of retries). */
export const MAX_ATTEMPTS = 10;
/** A claim lasts this long: a worker that stopped mid-delivery lets go of its rows after it. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

/** 30 s, 1 min, 2 min, ... doubling, at most an hour between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);
}

export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** DLT template ids by language and event (SMS_DLT_TEMPLATES, SMS_DLT_TEMPLATES_HI). */
  smsTemplates: SmsTemplates;
  /** Files attached to an event's e-mail (the delivered e-mail's tax invoice). */
  attachmentsFor?: (
    row: NotificationRow,
  ) => Promise<Array<{ filename: string; content: Buffer; contentType: string }>>;
  now?: () => Date;
}

async function deliver(deps: DeliveryDeps, row: NotificationRow): Promise<void> {
  if (!row.orderId) throw new Error('notification without an order');
  const data = await findOrderForMessage(deps.db, row.orderId);
  if (!data) throw new Error('order not found');
  const store = await getStoreProfile(deps.db);
  // E-mail in the shopper's language; SMS too, unless only its English template is registered.
  const sms = smsLanguage(deps.smsTemplates, row.event, data.language);
  const message = renderOrderMessage(
    row.event as OrderNotificationEvent,
    data,
    row.details,
    store,
    deps.publicUrl,
    row.channel === 'email' ? data.language : sms.language,
  );
  if (row.channel === 'email') {
    await deps.mailer.send({
      to: row.recipient,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: `<${row.id}@${new URL(deps.publicUrl).hostname}>`,
      attachments: (await deps.attachmentsFor?.(row)) ?? [],
    });
  } else {
    await deps.sms.send({
      phone: row.recipient,
      text: message.sms,
      code: '',
      templateId: sms.templateId,
    });
  }
}

/**
 * One run of the outbox (issue 14, decision 016): claims due messages (safe on every replica),
 * sends each, and records the outcome; a failure is retried later with backoff, so a mail
 * server that is down never touches an order. Answers how many were sent and failed.
 */
export async function deliverDueNotifications(
  deps: DeliveryDeps,
): Promise<{ sent: number; failed: number }> {
  const now = deps.now ?? (() => new Date());
  let sent = 0;
  let failed = 0;
  for (;;) {
    const start = now();
    const rows = await claimDueNotifications(
      deps.db,
      start,
      BATCH,
      new Date(start.getTime() + LEASE_MS),
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      try {
        await deliver(deps, row);
        await markNotificationSent(deps.db, row, now());
        sent += 1;
      } catch (error) {
        failed += 1;
        const reason = error instanceof Error ? error.message : String(error);
        const retryAt =
          row.attempts >= MAX_ATTEMPTS
            ? null
            : new Date(now().getTime() + retryDelayMs(row.attempts));
        deps.log.warn(
          {
            notification: row.id,
            event: row.event,
            channel: row.channel,
            attempts: row.attempts,
            err: reason,
          },
          retryAt ? 'notification not delivered; will retry' : 'notification given up',
        );
        await markNotificationFailed(deps.db, row, reason, retryAt);
      }
    }
    if (rows.length < BATCH) break;
  }
  return { sent, failed };
}
