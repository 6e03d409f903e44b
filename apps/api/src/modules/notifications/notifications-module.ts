import { repeatWhileUp } from '../../lib/repeat-while-up';
import type { App } from '../../types';
import { type SmsProvider, smsTemplatesOf } from '../auth';
import { devEmailRoutes } from './dev-email-routes';
import { ConsoleMailer, createMailer, type Mailer } from './mailer';
import { type DeliveryDeps, deliverDueNotifications } from './notification-delivery';

export interface Notifier {
  mailer: Mailer;
  /** One run of the outbox now (the timer runs it every NOTIFICATION_SWEEP_SECONDS). */
  deliverDue(): Promise<{ sent: number; failed: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

/**
 * The notifications outbox's worker and the dev e-mail outbox (issue 14, decision 016).
 * Called on the root app so `app.notifier` is everywhere; every replica runs the worker, and
 * SKIP LOCKED claims keep them from sending the same message.
 */
export async function registerNotifications(
  app: App,
  options: { sms: SmsProvider; attachmentsFor?: DeliveryDeps['attachmentsFor'] },
) {
  const mailer = createMailer(app.config, app.log);
  const deps: DeliveryDeps = {
    db: app.db,
    mailer,
    sms: options.sms,
    log: app.log,
    publicUrl: app.config.PUBLIC_URL,
    smsTemplates: smsTemplatesOf(app.config),
    attachmentsFor: options.attachmentsFor,
  };
  app.decorate('notifier', { mailer, deliverDue: () => deliverDueNotifications(deps) });
  // One replica delivers at a time (the sweep lock); SKIP LOCKED claims keep it safe regardless.
  repeatWhileUp(
    app,
    'notifications',
    app.config.NOTIFICATION_SWEEP_SECONDS * 1000,
    async () => {
      await deliverDueNotifications(deps);
    },
    'notification delivery failed',
  );
  if (app.config.NODE_ENV !== 'production' && mailer instanceof ConsoleMailer) {
    await app.register(devEmailRoutes, { prefix: '/api', outbox: mailer });
  }
}
