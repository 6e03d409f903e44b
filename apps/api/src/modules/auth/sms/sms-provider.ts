import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import { ConsoleSmsProvider } from './console-sms-provider';
import { HttpSmsProvider } from './http-sms-provider';

/** One sign-in code on its way to a phone. */
export interface SmsMessage {
  /** 10 digits, without +91. */
  phone: string;
  /** The whole text a person reads. */
  text: string;
  /** The code alone, for gateways whose registered template takes it as a variable. */
  code: string;
  /** The DLT-registered template id of this kind of message (order SMS; india.md, SMS). */
  templateId?: string | undefined;
}

/**
 * Where sign-in codes go (design.md, Sign-in). `send` resolves once the provider has accepted
 * the message and rejects otherwise; the caller turns a rejection into 502 SMS_FAILED.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** The provider SMS_PROVIDER names. */
export function createSmsProvider(config: Config, log: FastifyBaseLogger): SmsProvider {
  if (config.SMS_PROVIDER === 'http') {
    return new HttpSmsProvider({
      url: config.SMS_HTTP_URL ?? '',
      template: config.SMS_HTTP_TEMPLATE ?? '',
      authHeader: config.SMS_HTTP_AUTH_HEADER,
      senderId: config.SMS_SENDER_ID,
    });
  }
  return new ConsoleSmsProvider({ log, showCodes: config.NODE_ENV !== 'production' });
}

/** The text of a sign-in SMS (Indian gateways match it against a DLT-registered template). */
export function signInText(code: string, validMinutes: number): string {
  return `${code} is your BharatBazaar sign-in code. It is valid for ${validMinutes} minutes. Do not share it with anyone.`;
}
