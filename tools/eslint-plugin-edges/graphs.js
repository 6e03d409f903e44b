// @ts-check
/**
 * The declared dependency graphs (issue 11). A unit may import only the units listed for it,
 * and only through their index.ts; `edges/front-door` refuses a graph with a cycle. Add an edge
 * here on purpose, in the same change that needs it; docs/architecture.md draws these graphs.
 */

/** API modules (apps/api/src/modules/<name>). */
export const apiModules = {
  health: [],
  config: [],
  users: ['delivery'],
  audit: [],
  media: ['audit'],
  auth: ['users'],
  stock: ['audit'],
  catalogue: ['audit', 'stock', 'store-profile'],
  coupons: ['audit'],
  banners: ['audit'],
  cart: ['coupons'],
  wishlist: [],
  payments: [],
  notifications: ['auth', 'store-profile'],
  invoices: ['store-profile'],
  orders: [
    'cart',
    'coupons',
    'stock',
    'payments',
    'users',
    'audit',
    'store-profile',
    'notifications',
    'invoices',
    'delivery',
  ],
  'store-profile': ['audit', 'delivery'],
  delivery: ['audit'],
  housekeeping: ['auth', 'orders'],
  reviews: ['audit', 'media'],
  returns: ['audit', 'invoices', 'media', 'notifications', 'orders', 'payments', 'stock', 'users'],
  seo: [],
  admin: [
    'audit',
    'banners',
    'catalogue',
    'coupons',
    'media',
    'orders',
    'reviews',
    'stock',
    'store-profile',
    'invoices',
    'returns',
    'delivery',
  ],
};

/** Web features (apps/web/src/features/<name>); `app/` may use any of them, through its door. */
export const webFeatures = {
  auth: [],
  account: ['auth'],
  shopping: ['auth'],
  reviews: ['auth'],
  catalogue: ['shopping', 'reviews', 'delivery'],
  cart: ['auth', 'shopping', 'catalogue', 'delivery'],
  wishlist: ['auth', 'shopping', 'catalogue'],
  orders: ['auth', 'shopping'],
  delivery: ['auth', 'account'],
  checkout: ['auth', 'account', 'shopping', 'cart', 'orders', 'delivery'],
  'store-profile': [],
  admin: ['auth', 'catalogue', 'store-profile'],
};
