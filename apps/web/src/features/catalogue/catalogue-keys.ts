import type { ProductFilterRequest, ProductListRequest } from './product-query';

/**
 * Query keys of the shop's catalogue. The back office refreshes a whole family after an edit
 * (`productKeys.all`, `categoryKeys.all`, `bannerKeys.all`), the cart's Force Refresh every
 * product it priced (`productKeys.details()`).
 */
export const productKeys = {
  all: ['products'] as const,
  list: (request: ProductListRequest) => ['products', 'list', request] as const,
  filters: (request: ProductFilterRequest) => ['products', 'filters', request] as const,
  details: () => ['products', 'detail'] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  /** Under details(), so the cart's Force Refresh reloads it too. */
  live: (id: string) => ['products', 'detail', id, 'live'] as const,
  featured: () => ['products', 'featured'] as const,
  trending: (count: number) => ['products', 'trending', count] as const,
  related: (productId: string, limit: number) => ['products', 'related', productId, limit] as const,
};

export const categoryKeys = {
  all: ['categories'] as const,
  tree: () => ['categories', 'tree'] as const,
};

export const bannerKeys = {
  all: ['banners'] as const,
  active: () => ['banners', 'active'] as const,
};

export const searchKeys = {
  suggest: (text: string) => ['search', 'suggest', text] as const,
  recover: (text: string) => ['search', 'recover', text] as const,
};
