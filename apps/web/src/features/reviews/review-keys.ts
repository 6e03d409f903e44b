import type { ReviewSort } from '@shop/contracts';

/** Query keys of a product's reviews: the page the shopper reads and their own review. */
export const reviewKeys = {
  all: (productId: string) => ['reviews', productId] as const,
  list: (productId: string, sort: ReviewSort, page: number) =>
    ['reviews', productId, 'list', sort, page] as const,
  mine: (productId: string, ownerId: string) => ['reviews', productId, 'mine', ownerId] as const,
};
