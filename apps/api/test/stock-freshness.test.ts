import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import type { DatabaseHandle } from '../src/db/types';
import type { App } from '../src/types';
import { buildTestApp, testDbKind, type TestApp } from './helper';
import { bearer } from './sign-in';
import { shopperWithOrder, stockedProduct } from './orders';

/** Issue 12: after an order the product's answer shows the new stock - here at once, elsewhere within 2 s. */
const totalStock = async (app: App, productId: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/products/${productId}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.product.totalStock as number;
};

async function eventually(read: () => Promise<number>, expected: number, withinMs: number) {
  const deadline = Date.now() + withinMs;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

describe('the same replica', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('shows the stock an order took, and gave back on cancelling, on the very next read', async () => {
    const item = await stockedProduct(t.app, { stock: 5 });
    expect(await totalStock(t.app, item.product.id)).toBe(5);
    const { token, order } = await shopperWithOrder(t.app, item, {}, 2);
    expect(await totalStock(t.app, item.product.id)).toBe(3);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/cancel`,
      headers: bearer(token),
      payload: { reason: 'Changed my mind' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await totalStock(t.app, item.product.id)).toBe(5);
  });
});

/** A second replica: another app over the same PostgreSQL database, with its own caches. */
async function secondReplica(t: TestApp, env: Record<string, string>) {
  const database: DatabaseHandle = await openDatabase({ kind: 'postgres', url: t.database.url! });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: t.dataDir,
    AUTO_SEED: 'false',
    WEB_DIST_DIR: `${t.dataDir}/no-web-build`,
    RATE_LIMIT_ENABLED: 'false',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, close: async () => (await app.close(), await database.close()) };
}

const redisUrl = process.env.TEST_REDIS_URL;
const transports = [
  ['PostgreSQL LISTEN/NOTIFY', {}],
  ...(redisUrl ? [['Redis pub/sub', { REDIS_URL: redisUrl }] as const] : []),
] as const;

describe.runIf(testDbKind === 'postgres').each(transports)(
  'another replica, through %s',
  (_name, env) => {
    let a: TestApp;
    let b: Awaited<ReturnType<typeof secondReplica>>;
    beforeAll(async () => {
      a = await buildTestApp({ env });
      b = await secondReplica(a, env);
    });
    afterAll(async () => {
      await b.close();
      await a.close();
    });

    it('shows the stock an order placed through replica A took on a read through B within 2 s', async () => {
      const item = await stockedProduct(a.app, { stock: 7 });
      // B has the answer cached (it would keep it for 30 s).
      expect(await totalStock(b.app, item.product.id)).toBe(7);
      await shopperWithOrder(a.app, item, {}, 3);
      expect(await eventually(() => totalStock(b.app, item.product.id), 4, 2_000)).toBe(4);
    });
  },
);
