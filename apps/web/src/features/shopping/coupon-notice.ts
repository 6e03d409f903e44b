import { createServerNotice } from './server-notice';

/**
 * Why the server took the applied coupon off the cart (spec §4 Coupon, issue 5: "dropped with a
 * clear reason"). The server says it once, on the first read after the cart changed, and that
 * read may be any of GET /cart, GET /cart/summary or a cart change; so every cart answer passes
 * its couponMessage here and the coupon box shows the last one until a coupon is applied again.
 */
const couponNotice = createServerNotice();

export const noteCouponMessage = couponNotice.note;
export const clearCouponNotice = couponNotice.clear;
export const useCouponNotice = couponNotice.useNotice;
