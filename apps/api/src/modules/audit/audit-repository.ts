import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { auditLogs, users } from '../../db/schema';
import type { Executor } from '../../db/types';

export type NewAuditRow = typeof auditLogs.$inferInsert;

export async function insertAuditLog(db: Executor, row: NewAuditRow): Promise<void> {
  await db.insert(auditLogs).values(row);
}

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  actorUserId?: string;
}

export interface AuditLogRow {
  id: string;
  actorUserId: string | null;
  actorName: string | null;
  actorPhone: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

function where(filter: AuditFilter): SQL | undefined {
  return and(
    filter.entity ? eq(auditLogs.entity, filter.entity) : undefined,
    filter.entityId ? eq(auditLogs.entityId, filter.entityId) : undefined,
    filter.actorUserId ? eq(auditLogs.actorUserId, filter.actorUserId) : undefined,
  );
}

/** Newest first; the actor's name and phone joined in (null once the user is gone). */
export async function findAuditLogs(
  db: Executor,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: auditLogs.id,
        actorUserId: auditLogs.actorUserId,
        actorName: users.name,
        actorPhone: users.phone,
        action: auditLogs.action,
        entity: auditLogs.entity,
        entityId: auditLogs.entityId,
        before: auditLogs.before,
        after: auditLogs.after,
        createdAt: auditLogs.createdAt,
      })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.actorUserId))
      .where(where(filter))
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(auditLogs).where(where(filter)),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}
