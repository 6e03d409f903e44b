import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../test/helper';
import { sweepLock } from './sweep-lock';

describe('a sweep runs on one replica at a time', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it.runIf(testDbKind === 'postgres')(
    'gives the lock to one holder until it lets go, then to another',
    async () => {
      const replicaA = sweepLock(database, 'unpaid-orders');
      const replicaB = sweepLock(database, 'unpaid-orders');
      const otherSweep = sweepLock(database, 'housekeeping');
      try {
        expect(await replicaA.hold()).toBe(true);
        expect(await replicaB.hold()).toBe(false);
        // The holder keeps it tick after tick; another sweep has a lock of its own.
        expect(await replicaA.hold()).toBe(true);
        expect(await otherSweep.hold()).toBe(true);
        await replicaA.release();
        expect(await replicaB.hold()).toBe(true);
      } finally {
        await Promise.all([replicaA.release(), replicaB.release(), otherSweep.release()]);
      }
    },
  );

  it.runIf(testDbKind === 'pglite')('always holds it with PGlite (one process)', async () => {
    const lock = sweepLock(database, 'unpaid-orders');
    expect(await lock.hold()).toBe(true);
    expect(await sweepLock(database, 'unpaid-orders').hold()).toBe(true);
  });
});
