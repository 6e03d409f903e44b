import type { SmsMessage, SmsProvider } from './sms-provider';

/** A gateway that has not answered in 5 s is treated as failed; the shopper can resend. */
const TIMEOUT_MS = 5_000;

export interface HttpSmsOptions {
  url: string;
  /** JSON body with {phone}, {code}, {text}, {sender} and {template} placeholders. */
  template: string;
  /** `Bearer ...`/`Basic ...` goes into Authorization; `Header-Name: value` names its header. */
  authHeader?: string | undefined;
  senderId: string;
}

/** Fills the placeholders with JSON-escaped values, so a quote in the text cannot break the body. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(phone|code|text|sender|template)\}/g, (_match, key: string) =>
    JSON.stringify(values[key] ?? '').slice(1, -1),
  );
}

function authHeaders(value: string | undefined): Record<string, string> {
  if (!value) return {};
  const named = /^([A-Za-z0-9-]+):\s*(.+)$/.exec(value);
  return named?.[1] && named[2] ? { [named[1]]: named[2] } : { authorization: value };
}

/**
 * Any JSON-over-HTTP SMS gateway, e.g. an Indian DLT-registered API: POSTs the filled template
 * to SMS_HTTP_URL. A non-2xx answer, a network error or a timeout is a failed send.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';
  readonly #options: HttpSmsOptions;

  constructor(options: HttpSmsOptions) {
    const sample = fillTemplate(options.template, {
      phone: '9876543210',
      code: '1234',
      text: 'sample "text"',
      sender: options.senderId,
    });
    try {
      JSON.parse(sample);
    } catch {
      // Checked at start so a typo in the template stops the server, not the first sign-in.
      throw new Error(
        'Invalid configuration:\n  SMS_HTTP_TEMPLATE: must be JSON once {phone}, {code}, {text} and {sender} are filled in',
      );
    }
    this.#options = options;
  }

  async send(message: SmsMessage): Promise<void> {
    const body = fillTemplate(this.#options.template, {
      phone: message.phone,
      code: message.code,
      text: message.text,
      sender: this.#options.senderId,
      template: message.templateId ?? '',
    });
    const response = await fetch(this.#options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeaders(this.#options.authHeader) },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // Drain the body so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}
