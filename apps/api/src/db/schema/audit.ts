import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { users } from './users';

/** Admin actions: who did what to which record, with before and after. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: idColumn(),
    actorUserId: text().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt), index().on(t.entity, t.entityId)],
);
