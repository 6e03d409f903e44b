import { MAX_PAGE_BUTTONS } from '@shop/contracts';

export type PageWindowItem = number | 'gap-start' | 'gap-end';

/**
 * spec §2/§9: at most 5 numbered page buttons, centred on the current page where there is room,
 * with an ellipsis on each side that has pages hidden beyond it.
 */
export function pageWindow(
  currentPage: number,
  totalPages: number,
  maxButtons: number = MAX_PAGE_BUTTONS,
): PageWindowItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const size = Math.min(maxButtons, totalPages);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), totalPages - size + 1);
  const pages = Array.from({ length: size }, (_, index) => start + index);
  const end = start + size - 1;
  return [
    ...(start > 1 ? (['gap-start'] as const) : []),
    ...pages,
    ...(end < totalPages ? (['gap-end'] as const) : []),
  ];
}

/** 'Showing X to Y of Z products': the first and last item numbers on a page. */
export function shownRange(
  currentPage: number,
  pageSize: number,
  totalItems: number,
): { from: number; to: number } {
  if (totalItems <= 0) return { from: 0, to: 0 };
  const from = (currentPage - 1) * pageSize + 1;
  return { from, to: Math.min(currentPage * pageSize, totalItems) };
}
