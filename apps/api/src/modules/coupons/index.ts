/**
 * Coupons: the rules, the service carts and orders call (find, check, redeem and release a use
 * inside the caller's transaction) and the back office's coupon routes. No other module
 * touches the coupon tables.
 */
export { checkCoupon } from './coupon-rules';
export { findCoupon, type RedeemedCoupon, redeemCoupon, releaseCouponUse } from './coupon-service';
export { couponAdminRoutes } from './coupon-admin-routes';
