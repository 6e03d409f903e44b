import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free port for the notification tests (only tests import this file):
 * it keeps every message it accepts, parsed, and refuses mail while `refuse` is set.
 */
export interface TestSmtp {
  url: string;
  received: ParsedMail[];
  refuse: boolean;
  /** Accepted messages to one address. */
  to(address: string): ParsedMail[];
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const state = { refuse: false };
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refuse) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    to: (address) =>
      received.filter((mail) =>
        [mail.to]
          .flat()
          .some((to) => to?.value.some((v) => v.address?.toLowerCase() === address.toLowerCase())),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
