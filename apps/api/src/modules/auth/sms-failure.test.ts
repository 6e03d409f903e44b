import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { otpChallenges } from '../../db/schema';
import type { App } from '../../types';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../../../test/helper';
import { newPhone, sendCode } from '../../../test/sign-in';
import type { SmsMessage, SmsProvider } from './sms/sms-provider';

/** A gateway that fails while `down` is true and records what it was asked to send. */
class FlakyGateway implements SmsProvider {
  readonly name = 'flaky';
  down = true;
  sent: SmsMessage[] = [];
  async send(message: SmsMessage) {
    if (this.down) throw new Error('gateway unreachable');
    this.sent.push(message);
  }
}

describe('when the SMS gateway fails', () => {
  let app: App;
  let database: TestDatabase;
  let dataDir: string;
  const gateway = new FlakyGateway();

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'shop-test-sms-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    app = await buildApp({ config, database, logger: false, smsProvider: gateway });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 502 SMS_FAILED and uses up no quota or cooldown', async () => {
    const phone = newPhone();
    const failed = await sendCode(app, phone);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      success: false,
      message: 'Failed to send OTP',
      code: 'SMS_FAILED',
    });
    const rows = await database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.phone, phone));
    expect(rows).toEqual([]);

    gateway.down = false;
    // Straight away: the failed send started no 30 s cooldown.
    const retry = await sendCode(app, phone);
    expect(retry.statusCode).toBe(200);
    expect(gateway.sent).toHaveLength(1);
    expect(gateway.sent[0]).toMatchObject({ phone, code: expect.stringMatching(/^\d{4}$/) });
    expect(gateway.sent[0]?.text).toContain(gateway.sent[0]?.code);
  });

  it('has no SMS outbox route when the provider is not the console one', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/sms-outbox' });
    expect(res.statusCode).toBe(404);
  });
});

describe('with SMS_PROVIDER=http', () => {
  let gateway: Server;
  let t: TestApp;
  let answer = 500;
  const bodies: Array<{ mobile: string; otp: string }> = [];

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        bodies.push(JSON.parse(body));
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    t = await buildTestApp({
      env: {
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: `http://127.0.0.1:${port}/send`,
        SMS_HTTP_TEMPLATE: '{"mobile":"91{phone}","otp":"{code}"}',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  it('answers 502 when the gateway refuses, and sends through it once it accepts', async () => {
    const phone = newPhone();
    const refused = await sendCode(t.app, phone);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().code).toBe('SMS_FAILED');

    answer = 200;
    const accepted = await sendCode(t.app, phone);
    expect(accepted.statusCode).toBe(200);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({ mobile: `91${phone}`, otp: expect.stringMatching(/^\d{4}$/) });
  });
});
