import { defineMessages } from '@/lib/i18n';

/**
 * The cart page (spec §2 Cart, §4 Coupon, §8 alerts), and the Order Summary and coupon box that
 * checkout shows too.
 */
const en = {
  step: 'Step 1 of 2',
  title: 'Shopping Cart',
  count: '{count, plural, one {# item} other {# items}} in your cart',
  loadFailedTitle: "We couldn't load your cart",
  loadFailedText: 'Please check your connection and try again.',
  mergeLeftBehind:
    '{count, plural, one {1 item from your cart could not be added: it is sold out or no longer sold.} other {# items from your cart could not be added: they are sold out or no longer sold.}}',
  mergeReduced:
    '{count, plural, one {1 item was added in the quantity still in stock.} other {# items were added in the quantities still in stock.}}',
  tryAgain: 'Try Again',
  backToHome: 'Back to Home',
  emptyTitle: 'Your cart is empty',
  emptyText: "Looks like you haven't added anything to your cart yet.",
  startShopping: 'Start Shopping',
  cartItems: 'Cart items',
  proceedToCheckout: 'Proceed to Checkout',
  continueShopping: 'Continue Shopping',
  loadingCart: 'Loading your cart',
  beforeCheckout: 'Before checkout:',
  // A line
  size: 'Size: {size}',
  color: 'Color: {color}',
  originalPrice: 'Original price ',
  percentOff: '{discount}% OFF',
  itemTotal: 'Item total ',
  saveForLater: 'Save for Later',
  remove: 'Remove',
  quantityOf: 'Quantity of {name}',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  outOfStock: 'Out of stock',
  onlyLeft: 'Only {left} left',
  blockerSoldOut: '{name} (size {size}) is out of stock: save it for later or remove it.',
  blockerShort:
    'Only {left} of {name} (size {size}) {left, plural, one {is} other {are}} left: reduce the quantity to {left}.',
  onlyAvailable: 'Only {left} of {name} (size {size}) available',
  // Saved for Later
  savedForLater: 'Saved for Later ({count})',
  outOfStockBadge: 'Out of Stock',
  moving: 'Moving...',
  moveToCart: 'Move to Cart',
  // Toasts and alerts (spec §8)
  movedToCart: 'Moved to cart',
  savedForLaterToast: 'Saved for later',
  saveForLaterFailed: 'Failed to save item for later. Please try again.',
  moveToCartFailed: 'Failed to move item to cart. Please try again.',
  removeFailed: 'Failed to remove item. Please try again.',
  quantityFailed: 'Failed to update quantity. Please try again.',
  removeSavedFailed: 'Failed to remove item from wishlist',
  aProduct: 'A product',
  productFallback: 'Product',
  droppedOne: '{name} is no longer sold and was removed from your cart',
  droppedMany: '{count} products are no longer sold and were removed from your cart',
  // Coupon
  coupon: 'Coupon',
  couponAppliedBefore: 'Coupon',
  couponAppliedAfter: 'applied',
  youSave: 'You save {amount}',
  removeCoupon: 'Remove coupon {code}',
  removing: 'Removing...',
  couponCode: 'Coupon code',
  couponRemoved: 'Coupon removed.',
  enterCode: 'Enter code',
  applying: 'Applying...',
  apply: 'Apply',
  couponEmpty: 'Please enter a coupon code',
  couponInvalid: 'Invalid coupon code',
  removeCouponFailed: 'Failed to remove coupon',
  haveCoupon: 'Have a coupon code?',
  login: 'Login',
  loginToApply: 'to apply coupons. Your cart comes with you.',
  // Order Summary
  orderSummary: 'Order Summary',
  loadingSummary: 'Loading the order summary',
  subtotal: 'Subtotal',
  subtotalItems: 'Subtotal ({count, plural, one {# item} other {# items}})',
  couponDiscount: 'Coupon discount',
  couponDiscountCode: 'Coupon discount ({code})',
  shipping: 'Shipping',
  free: 'FREE',
  platformFee: 'Platform Fee',
  codFee: 'Cash on Delivery fee',
  total: 'Total',
  // Development-only tools (spec §2)
  developerTools: 'Developer tools',
  developmentOnly: 'Development only',
  testLogin: 'Test Login',
  testLoginFailed: 'Test login failed',
  forceRefresh: 'Force Refresh',
} as const;

export type CartMessages = typeof en;
// Pure: a chunk that only passes by this feature's index (the home page's) leaves the texts out.
export const cartMessages = /* @__PURE__ */ defineMessages(en, () => import('./cart.messages.hi'));
