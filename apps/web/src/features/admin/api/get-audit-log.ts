import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_DEFAULT_PAGE_SIZE, type AdminAuditLogList } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

export interface AuditLogFilters {
  page: number;
  entity: string;
}

/** GET /admin/audit-logs: who did what to which record, when, before and after; newest first. */
export function getAuditLog(filters: AuditLogFilters, signal?: AbortSignal) {
  return adminApi.get<AdminAuditLogList>('/admin/audit-logs', {
    query: { ...filters, limit: ADMIN_DEFAULT_PAGE_SIZE },
    signal,
  });
}

export const getAuditLogQueryOptions = (filters: AuditLogFilters) =>
  queryOptions({
    queryKey: adminKeys.auditLog(filters),
    queryFn: ({ signal }) => getAuditLog(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery(getAuditLogQueryOptions(filters));
}
