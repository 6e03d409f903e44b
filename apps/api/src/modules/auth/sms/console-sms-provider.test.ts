import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleSmsProvider } from './console-sms-provider';

function fakeLog() {
  const calls: unknown[][] = [];
  const record = (...args: unknown[]) => void calls.push(args);
  const log = { info: vi.fn(record), warn: vi.fn(record) } as unknown as FastifyBaseLogger;
  return { log, calls };
}

const message = { phone: '9876543210', code: '4821', text: '4821 is your code' };

describe('ConsoleSmsProvider', () => {
  it('logs the code and keeps it in the outbox outside production', async () => {
    const { log, calls } = fakeLog();
    const sms = new ConsoleSmsProvider({ log, showCodes: true });
    await sms.send(message);
    expect(JSON.stringify(calls)).toContain('4821');
    expect(sms.messages('9876543210')).toEqual([{ ...message, sentAt: expect.any(String) }]);
    expect(sms.messages('9000000000')).toEqual([]);
  });

  it('never logs or keeps a code in production', async () => {
    const { log, calls } = fakeLog();
    const sms = new ConsoleSmsProvider({ log, showCodes: false });
    await sms.send(message);
    expect(calls).toHaveLength(1);
    expect(JSON.stringify(calls)).not.toContain('4821');
    expect(sms.messages()).toEqual([]);
  });

  it('keeps the newest 100 messages, newest first', async () => {
    const { log } = fakeLog();
    const sms = new ConsoleSmsProvider({ log, showCodes: true });
    for (let i = 0; i < 105; i++) await sms.send({ ...message, code: String(i) });
    const kept = sms.messages();
    expect(kept).toHaveLength(100);
    expect(kept[0]?.code).toBe('104');
    expect(kept[99]?.code).toBe('5');
  });
});
