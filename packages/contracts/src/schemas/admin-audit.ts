import { z } from 'zod';
import { IdSchema } from './common';
import { AdminPageQuerySchema, AdminPaginationSchema } from './admin-common';

/**
 * The record kinds the audit log names in `entity`, each offered by the back office's "Record
 * kind" filter. recordAudit takes only these, so a new kind is added here before it is written.
 */
export const AUDIT_ENTITIES = [
  'banner',
  'product',
  'variant',
  'category',
  'coupon',
  'order',
  'upload',
  'review',
  'store-profile',
  'return',
  'synonym',
  'delivery-settings',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** GET /api/admin/audit-logs?page&limit&entity&actor, newest first. actor is a user id. */
export const AdminAuditLogListQuerySchema = AdminPageQuerySchema.extend({
  /** One of AUDIT_ENTITIES; any short word is accepted (an unknown kind simply finds nothing). */
  entity: z.string().trim().max(50, 'Entity is too long').optional(),
  actor: IdSchema.optional(),
  /** Only the history of one record. */
  entityId: z.string().trim().max(100).optional(),
});
export type AdminAuditLogListQuery = z.infer<typeof AdminAuditLogListQuerySchema>;

/** Who did what to which record, when, with the record before and after (null when absent). */
export const AdminAuditLogSchema = z.object({
  id: z.string(),
  actorUserId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorPhone: z.string().nullable(),
  /** e.g. "banner.create", "variant.stock-adjust", "order.ship". */
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AdminAuditLog = z.infer<typeof AdminAuditLogSchema>;

export const AdminAuditLogListSchema = z.object({
  auditLogs: z.array(AdminAuditLogSchema),
  pagination: AdminPaginationSchema,
});
export type AdminAuditLogList = z.infer<typeof AdminAuditLogListSchema>;
