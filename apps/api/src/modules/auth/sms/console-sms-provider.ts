import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsProvider } from './sms-provider';

export interface OutboxMessage extends SmsMessage {
  sentAt: string;
}

/** Enough for a browser journey or a test to find its code; old messages fall off. */
const OUTBOX_SIZE = 100;

/**
 * Development "gateway": nothing leaves the machine. The code goes to the log (only when
 * `showCodes`, i.e. not in production) and to an in-memory outbox that GET /api/dev/sms-outbox
 * and the tests read.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  readonly #log: FastifyBaseLogger;
  readonly #showCodes: boolean;
  readonly #outbox: OutboxMessage[] = [];

  constructor(options: { log: FastifyBaseLogger; showCodes: boolean }) {
    this.#log = options.log;
    this.#showCodes = options.showCodes;
  }

  async send(message: SmsMessage): Promise<void> {
    if (!this.#showCodes) {
      // Production with the console provider: nobody receives the code, and it is never logged.
      this.#log.warn({ phone: message.phone }, 'SMS not sent: SMS_PROVIDER is console');
      return;
    }
    this.#log.info(
      { phone: message.phone, code: message.code },
      `SMS to ${message.phone}: ${message.text}`,
    );
    this.#outbox.unshift({ ...message, sentAt: new Date().toISOString() });
    this.#outbox.length = Math.min(this.#outbox.length, OUTBOX_SIZE);
  }

  /** Newest first; only one phone's messages when `phone` is given. */
  messages(phone?: string): OutboxMessage[] {
    return this.#outbox.filter((message) => !phone || message.phone === phone);
  }
}
