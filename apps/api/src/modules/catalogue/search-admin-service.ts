import {
  SEARCH_INSIGHTS_COUNT,
  type AdminSynonym,
  type AdminSynonymBody,
  type SearchInsights,
  type SearchQueryStat,
} from '@shop/contracts';
import type { Executor } from '../../db/types';
import { AppError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { recordAudit } from '../audit';
import {
  deleteSynonymRow,
  findSameSynonymGroup,
  findSynonymRow,
  insertSynonymRow,
  listSynonymRows,
  updateSynonymRow,
  type SynonymRow,
} from './search-admin-repository';
import { forgetSynonyms } from './search-context';
import { flushSearchLog } from './search-log';
import { listSearchCounts } from './search-log-repository';

const toSynonym = (row: SynonymRow): AdminSynonym => ({
  _id: row.id,
  terms: row.terms,
  updatedAt: row.updatedAt.toISOString(),
});

const missing = () => notFound('Synonym group not found');

/** The same words twice would only show the owner two groups to keep in step. */
async function refuseSameGroup(db: Executor, terms: string[], except?: string) {
  if (await findSameSynonymGroup(db, terms, except)) {
    throw new AppError('conflict', 'A synonym group with these words already exists', {
      code: 'SYNONYM_EXISTS',
    });
  }
}

export async function listSynonyms(db: Executor): Promise<{ synonyms: AdminSynonym[] }> {
  return { synonyms: (await listSynonymRows(db)).map(toSynonym) };
}

/** Each change and its audit row in one transaction; then search reads the new groups. */
export async function createSynonym(
  db: Executor,
  actorUserId: string,
  body: AdminSynonymBody,
): Promise<AdminSynonym> {
  const row = await db.transaction(async (tx) => {
    await refuseSameGroup(tx, body.terms);
    const created = await insertSynonymRow(tx, newId(), body.terms);
    await recordAudit(tx, {
      actorUserId,
      action: 'synonym.create',
      entity: 'synonym',
      entityId: created.id,
      before: null,
      after: toSynonym(created),
    });
    return created;
  });
  forgetSynonyms(db);
  return toSynonym(row);
}

export async function updateSynonym(
  db: Executor,
  actorUserId: string,
  id: string,
  body: AdminSynonymBody,
): Promise<AdminSynonym> {
  const row = await db.transaction(async (tx) => {
    const before = await findSynonymRow(tx, id);
    if (!before) throw missing();
    await refuseSameGroup(tx, body.terms, id);
    const after = (await updateSynonymRow(tx, id, body.terms))!;
    await recordAudit(tx, {
      actorUserId,
      action: 'synonym.update',
      entity: 'synonym',
      entityId: id,
      before: toSynonym(before),
      after: toSynonym(after),
    });
    return after;
  });
  forgetSynonyms(db);
  return toSynonym(row);
}

export async function deleteSynonym(
  db: Executor,
  actorUserId: string,
  id: string,
): Promise<{ id: string; deleted: true }> {
  await db.transaction(async (tx) => {
    const before = await findSynonymRow(tx, id);
    if (!before || !(await deleteSynonymRow(tx, id))) throw missing();
    await recordAudit(tx, {
      actorUserId,
      action: 'synonym.delete',
      entity: 'synonym',
      entityId: id,
      before: toSynonym(before),
      after: null,
    });
  });
  forgetSynonyms(db);
  return { id, deleted: true };
}

const toStat = (row: Awaited<ReturnType<typeof listSearchCounts>>[number]): SearchQueryStat => ({
  query: row.query,
  searches: row.searches,
  results: row.results,
  lastSearchedAt: row.lastSearchedAt.toISOString(),
});

/** The owner's report, with this process's latest counts written first. */
export async function getSearchInsights(db: Executor): Promise<SearchInsights> {
  await flushSearchLog(db);
  const [top, none] = await Promise.all([
    listSearchCounts(db, { noResults: false, limit: SEARCH_INSIGHTS_COUNT }),
    listSearchCounts(db, { noResults: true, limit: SEARCH_INSIGHTS_COUNT }),
  ]);
  return { topSearches: top.map(toStat), noResultSearches: none.map(toStat) };
}
