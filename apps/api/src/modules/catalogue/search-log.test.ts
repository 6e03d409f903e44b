import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helper';
import { flushSearchLog, recordSearch } from './search-log';
import { listSearchCounts } from './search-log-repository';

/** Decision 018: counts gather in memory and are written in slices (decision 042). */
describe('the search log', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const counted = async () =>
    new Map(
      (await listSearchCounts(database.db, { noResults: false, limit: 1_000 })).map((row) => [
        row.query,
        { searches: row.searches, results: row.results },
      ]),
    );

  it('writes hundreds of new searches, over several slices, each once with its count', async () => {
    // More queries than one slice holds, as a long tail of new searches gathers in 5 s.
    const queries = Array.from({ length: 250 }, (_, n) => `kurta ${n} cotton`);
    for (const query of queries) recordSearch(database.db, query, 7);
    recordSearch(database.db, 'Kurta 3  Cotton', 5);
    await flushSearchLog(database.db);

    const rows = await counted();
    expect(rows.size).toBe(250);
    expect(rows.get('kurta 3 cotton')).toEqual({ searches: 2, results: 5 });
    expect(rows.get('kurta 249 cotton')).toEqual({ searches: 1, results: 7 });
  });

  it('adds the counts of a later write to the earlier ones; the latest result count wins', async () => {
    recordSearch(database.db, 'kurta 3 cotton', 0);
    recordSearch(database.db, 'silk saree', 12);
    await flushSearchLog(database.db);

    const rows = await counted();
    expect(rows.get('kurta 3 cotton')).toEqual({ searches: 3, results: 0 });
    expect(rows.get('silk saree')).toEqual({ searches: 1, results: 12 });
    const noResults = await listSearchCounts(database.db, { noResults: true, limit: 10 });
    expect(noResults.map((row) => row.query)).toEqual(['kurta 3 cotton']);
  });

  it('writes nothing when nothing was searched', async () => {
    const before = await counted();
    await flushSearchLog(database.db);
    expect(await counted()).toEqual(before);
  });
});
