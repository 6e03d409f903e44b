/**
 * The member's cart (spec §7 Cart): its routes, the reads and adds that reorder reuses, and
 * what placing an order needs of it - each taking the order's transaction.
 */
export { cartRoutes } from './cart-routes';
export { addToCart, readCart } from './cart-service';
export { checkoutLines, emptyCart, lineNameIn, lockCart } from './cart-checkout';
export type { CartLine } from './cart-repository';
