/**
 * Every back-office query lives under ['admin', ...]: signing the console out drops them all at
 * once, and the shop's own queries (same client) are never touched.
 */
export const adminKeys = {
  all: ['admin'] as const,
  me: (token: string | null) => ['admin', 'me', token] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
  banners: () => ['admin', 'banners'] as const,
  bannerList: (page: number) => ['admin', 'banners', 'list', page] as const,
  banner: (id: string) => ['admin', 'banners', 'one', id] as const,
  products: () => ['admin', 'products'] as const,
  productList: (query: object) => ['admin', 'products', 'list', query] as const,
  product: (id: string) => ['admin', 'products', 'one', id] as const,
  stockAdjustments: (variantId: string) => ['admin', 'products', 'stock', variantId] as const,
  categories: () => ['admin', 'categories'] as const,
  orders: () => ['admin', 'orders'] as const,
  orderList: (query: object) => ['admin', 'orders', 'list', query] as const,
  order: (id: string) => ['admin', 'orders', 'one', id] as const,
  coupons: () => ['admin', 'coupons'] as const,
  couponList: (query: object) => ['admin', 'coupons', 'list', query] as const,
  coupon: (id: string) => ['admin', 'coupons', 'one', id] as const,
  redemptions: (id: string, page: number) => ['admin', 'coupons', 'redemptions', id, page] as const,
  auditLog: (query: object) => ['admin', 'audit-log', query] as const,
  searchInsights: () => ['admin', 'search', 'insights'] as const,
  synonyms: () => ['admin', 'search', 'synonyms'] as const,
  reviews: () => ['admin', 'reviews'] as const,
  returns: () => ['admin', 'returns'] as const,
  returnList: (query: object) => ['admin', 'returns', 'list', query] as const,
  reviewList: (query: object) => ['admin', 'reviews', 'list', query] as const,
  reviewSettings: () => ['admin', 'reviews', 'settings'] as const,
  storeProfile: () => ['admin', 'store-profile'] as const,
  deliverySettings: () => ['admin', 'delivery-settings'] as const,
};
