/** Back-office (issue 7) request and response schemas. Every route is under /api/admin. */
export * from './admin-common';
export * from './admin-banners';
export * from './admin-variants';
export * from './admin-products';
export * from './admin-categories';
export * from './admin-coupons';
export * from './admin-audit';
export * from './admin-dashboard';
