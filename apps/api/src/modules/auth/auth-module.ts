import type { App } from '../../types';
import { devSmsRoutes } from './dev-sms-routes';
import { sessionRoutes } from './session-routes';
import { createSignInContext } from './sign-in-context';
import { signInRoutes } from './sign-in-routes';
import { ConsoleSmsProvider } from './sms/console-sms-provider';
import type { SmsProvider } from './sms/sms-provider';

/** Sign-in, sessions and - outside production with the console provider - the SMS outbox. */
export async function authModule(app: App, { smsProvider }: { smsProvider: SmsProvider }) {
  const ctx = createSignInContext(app.config, { db: app.db, log: app.log, sms: smsProvider });
  await app.register(signInRoutes, { ctx });
  await app.register(sessionRoutes);
  if (
    app.config.NODE_ENV !== 'production' &&
    app.config.SMS_PROVIDER === 'console' &&
    smsProvider instanceof ConsoleSmsProvider
  ) {
    await app.register(devSmsRoutes, { outbox: smsProvider });
  }
}
