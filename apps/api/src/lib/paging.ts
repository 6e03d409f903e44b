import type { AdminPageQuery, AdminPagination } from '@shop/contracts';

/** LIMIT/OFFSET of a back-office page. */
export function pageOf(query: AdminPageQuery): { limit: number; offset: number } {
  return { limit: query.limit, offset: (query.page - 1) * query.limit };
}

/** spec §3 Pagination for a back-office table. */
export function paginationOf(query: AdminPageQuery, totalItems: number): AdminPagination {
  const totalPages = Math.max(1, Math.ceil(totalItems / query.limit));
  return {
    totalItems,
    currentPage: query.page,
    totalPages,
    hasNext: query.page < totalPages,
    hasPrev: query.page > 1,
  };
}
