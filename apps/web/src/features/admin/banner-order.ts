/**
 * Moving a banner one place up or down renumbers the page it is on, in the order now shown,
 * from the lowest order on that page: orders that tie (the list then falls back to creation
 * time) or skip numbers would otherwise make a swap of two values land somewhere unexpected.
 * Only the banners whose order changes are sent.
 */
export function moveBanner<T extends { _id: string; order: number }>(
  banners: readonly T[],
  index: number,
  direction: -1 | 1,
): { banners: T[]; bannerOrders: { id: string; order: number }[] } | null {
  const target = index + direction;
  const moved = banners[index];
  if (!moved || target < 0 || target >= banners.length) return null;
  const shown = banners.filter((_, position) => position !== index);
  shown.splice(target, 0, moved);
  const start = Math.min(...banners.map((banner) => banner.order));
  const renumbered = shown.map((banner, position) => ({ ...banner, order: start + position }));
  const bannerOrders = renumbered
    .filter((banner, position) => banner.order !== shown[position]?.order)
    .map((banner) => ({ id: banner._id, order: banner.order }));
  return { banners: renumbered, bannerOrders };
}
