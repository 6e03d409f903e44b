import type {
  AdminAuditLog,
  AdminAuditLogListQuery,
  AdminPagination,
  AuditEntity,
} from '@shop/contracts';
import type { Executor } from '../../db/types';
import { newId } from '../../lib/ids';
import { findAuditLogs, insertAuditLog } from './audit-repository';
import { pageOf, paginationOf } from '../../lib/paging';

export interface AuditEntry {
  /** The admin who acted (null for the system). */
  actorUserId: string | null;
  /** What was done, as `<entity>.<verb>`: "banner.create", "variant.stock-adjust", "order.ship". */
  action: string;
  /**
   * The kind of record ("banner", "product", "order", ...): one of AUDIT_ENTITIES, which the
   * back office's filter offers, so no kind is written that the owner cannot pick.
   */
  entity: AuditEntity;
  entityId: string | null;
  /** The record before and after the change (null when it did not exist / no longer exists). */
  before: unknown;
  after: unknown;
}

/**
 * Plain JSON of a record for the log: dates become ISO strings, undefined is dropped. Run it in
 * the same transaction as the change so the log and the data never disagree.
 */
function snapshot(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}

/** Issue 7: every admin write is logged - who, what, when, before/after. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await insertAuditLog(db, {
    id: newId(),
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  });
}

export async function listAuditLogs(
  db: Executor,
  query: AdminAuditLogListQuery,
): Promise<{ auditLogs: AdminAuditLog[]; pagination: AdminPagination }> {
  const { rows, total } = await findAuditLogs(
    db,
    { entity: query.entity, entityId: query.entityId, actorUserId: query.actor },
    pageOf(query),
  );
  return {
    auditLogs: rows.map((row) => ({
      ...row,
      before: row.before ?? null,
      after: row.after ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    pagination: paginationOf(query, total),
  };
}
