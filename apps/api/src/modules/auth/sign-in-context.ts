import type { FastifyBaseLogger } from 'fastify';
import { TEST_OTP, TEST_PHONE } from '@shop/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/types';
import { resolveOtpSecret } from './otp-secret';
import { type SmsProvider, type SmsTemplates, smsTemplatesOf } from './sms/sms-provider';

/** Everything the sign-in services need, resolved once from the settings when the app starts. */
export interface SignInContext {
  db: Db;
  log: FastifyBaseLogger;
  sms: SmsProvider;
  /** DLT template ids by language (the sign-in SMS is 'sign-in'). */
  smsTemplates: SmsTemplates;
  otpSecret: Buffer;
  otpLength: number;
  /** spec §7 developer helper: the fixed test number signs in with the test code. */
  testLoginEnabled: boolean;
  adminPhones: ReadonlySet<string>;
  sessionTtlDays: number;
}

export function createSignInContext(
  config: Config,
  deps: { db: Db; log: FastifyBaseLogger; sms: SmsProvider },
): SignInContext {
  return {
    ...deps,
    smsTemplates: smsTemplatesOf(config),
    otpSecret: resolveOtpSecret(config),
    otpLength: config.OTP_LENGTH,
    testLoginEnabled: config.NODE_ENV !== 'production' || config.ALLOW_TEST_LOGIN,
    adminPhones: new Set(config.ADMIN_PHONES),
    sessionTtlDays: config.SESSION_TTL_DAYS,
  };
}

/** The test number never gets an SMS; with the test code it signs in without one. */
export const isTestNumber = (ctx: SignInContext, phone: string) =>
  ctx.testLoginEnabled && phone === TEST_PHONE;
export const isTestLogin = (ctx: SignInContext, phone: string, otp: string) =>
  isTestNumber(ctx, phone) && otp === TEST_OTP;
