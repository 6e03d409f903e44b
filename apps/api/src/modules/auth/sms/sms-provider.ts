import type { FastifyBaseLogger } from 'fastify';
import { formatMessage, type Language } from '@shop/contracts';
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

/** DLT template ids by language, then by kind ('order.placed', 'sign-in'). */
export type SmsTemplates = Readonly<Record<Language, Readonly<Record<string, string>>>>;

export function smsTemplatesOf(config: Config): SmsTemplates {
  return { en: config.SMS_DLT_TEMPLATES, hi: config.SMS_DLT_TEMPLATES_HI };
}

/**
 * The language an SMS of `kind` goes out in, and its DLT template id (india.md, SMS): the
 * shopper's language, unless only the English text of that kind is registered - a gateway
 * refuses a text that does not match its template, so then the SMS is sent in English.
 */
export function smsLanguage(
  templates: SmsTemplates,
  kind: string,
  wanted: Language,
): { language: Language; templateId: string | undefined } {
  const language = templates.en[kind] && !templates[wanted][kind] ? 'en' : wanted;
  return { language, templateId: templates[language][kind] };
}

/** The sign-in SMS in each language: each is registered with DLT as its own template. */
const SIGN_IN_TEXT: Readonly<Record<Language, string>> = {
  en: '{code} is your BharatBazaar sign-in code. It is valid for {minutes} minutes. Do not share it with anyone.',
  hi: '{code} आपका BharatBazaar साइन इन कोड है। यह {minutes} मिनट तक मान्य है। इसे किसी के साथ शेयर न करें।',
};

/** The text of a sign-in SMS (Indian gateways match it against a DLT-registered template). */
export function signInText(code: string, validMinutes: number, language: Language = 'en'): string {
  return formatMessage(SIGN_IN_TEXT[language], { code, minutes: validMinutes }, language);
}
