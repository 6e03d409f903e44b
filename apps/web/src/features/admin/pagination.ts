/** The two pagination shapes the API answers with (spec §3), read the same way. */
export type AnyPagination =
  | { totalItems: number; currentPage: number; totalPages: number }
  | { total: number; page: number; pages: number };

export function readPagination(pagination: AnyPagination) {
  return 'totalItems' in pagination
    ? {
        total: pagination.totalItems,
        page: pagination.currentPage,
        pages: Math.max(1, pagination.totalPages),
      }
    : { total: pagination.total, page: pagination.page, pages: Math.max(1, pagination.pages) };
}
