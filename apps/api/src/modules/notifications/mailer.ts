import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter, type TransportOptions } from 'nodemailer';
import type { Config } from '../../config';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, so a mail client folds a rare repeat into one message. */
  messageId: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface KeptEmail extends Omit<OutgoingEmail, 'attachments'> {
  attachments: string[];
  sentAt: string;
}

/** Sends one e-mail; resolves once the server accepted it, rejects otherwise. */
export interface Mailer {
  readonly name: string;
  send(email: OutgoingEmail): Promise<void>;
}

const OUTBOX_SIZE = 100;

/**
 * Development: nothing leaves the machine. The newest messages are kept for
 * GET /api/dev/email-outbox (and browser journeys); production with it only logs.
 */
export class ConsoleMailer implements Mailer {
  readonly name = 'console';
  readonly #kept: KeptEmail[] = [];
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly keep: boolean,
  ) {}

  async send(email: OutgoingEmail): Promise<void> {
    this.log.info(
      { to: this.keep ? email.to : undefined, subject: email.subject },
      'e-mail (console)',
    );
    if (!this.keep) return;
    const { attachments, ...rest } = email;
    this.#kept.unshift({
      ...rest,
      attachments: (attachments ?? []).map((a) => a.filename),
      sentAt: new Date().toISOString(),
    });
    this.#kept.length = Math.min(this.#kept.length, OUTBOX_SIZE);
  }

  /** Newest first; only one address's when `to` is given. */
  messages(to?: string): KeptEmail[] {
    const wanted = to?.toLowerCase();
    return this.#kept.filter((email) => !wanted || email.to.toLowerCase() === wanted);
  }
}

/** SMTP through nodemailer; a server that does not answer in time is a failed attempt. */
class SmtpMailer implements Mailer {
  readonly name = 'smtp';
  readonly #transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.#transport = createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as TransportOptions);
  }

  async send(email: OutgoingEmail): Promise<void> {
    await this.#transport.sendMail({ from: this.from, ...email });
  }
}

/** The mailer EMAIL_PROVIDER names. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.EMAIL_PROVIDER === 'smtp' && config.SMTP_URL) {
    return new SmtpMailer(config.SMTP_URL, config.EMAIL_FROM);
  }
  return new ConsoleMailer(log, config.NODE_ENV !== 'production');
}
