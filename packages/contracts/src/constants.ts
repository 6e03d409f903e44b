/**
 * The specification's constants (sections 4, 5 and 9), kept once for both apps.
 */

/** spec §9: every request has a 10 s timeout; the banner fetch has 5 s. */
export const API_TIMEOUT_MS = 10_000;
export const BANNER_TIMEOUT_MS = 5_000;
/** spec §9: active banners are cached for 60 s. */
export const BANNER_CACHE_MS = 60_000;

/** spec §4/§9: carousel and refresh timings. */
export const CAROUSEL_ADVANCE_MS = 5_000;
export const CAROUSEL_LOCK_MS = 300;
export const BANNER_RELOAD_MS = 300_000;
export const CATEGORY_BANNER_REFRESH_MS = 120_000;
export const CATEGORY_MENU_CLOSE_DELAY_MS = 150;

/** spec §9: product list paging. */
export const PAGE_SIZE_OPTIONS = [12, 24, 36, 48, 60] as const;
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 12;
export const MAX_PAGE_BUTTONS = 5;
export const LISTING_SKELETON_COUNT = 20;
export const CATEGORY_SKELETON_COUNT = 12;

/** spec §9: home sections and related products. */
export const FEATURED_COUNT = 8;
export const TRENDING_FETCH_COUNT = 12;
export const TRENDING_SHOWN_COUNT = 10;
export const RELATED_PRODUCTS_COUNT = 4;

/** spec §9: the cart badge shows 99+ above 99. */
export const CART_BADGE_MAX = 99;

/** The longest search text the shop reads (the search boxes stop there too). */
export const SEARCH_TEXT_MAX = 100;

/**
 * A search text cut to SEARCH_TEXT_MAX, never between the two halves of an emoji (a lone half
 * is text that cannot be stored, and the API refuses it). A search link shared with a longer
 * text still searches, rather than showing an error.
 */
export function clipSearchText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= SEARCH_TEXT_MAX) return trimmed;
  const cut = trimmed.slice(0, SEARCH_TEXT_MAX);
  return (/[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut).trim();
}

/** spec §5/§9: default price filter range in rupees. */
export const DEFAULT_MIN_PRICE = 0;
export const DEFAULT_MAX_PRICE = 10_000;

/** spec §1/§9: money. */
export const CURRENCY = 'INR';
export const PLATFORM_FEE = 2;
export const DELIVERY_FEE = 0;
/** spec §9: shown only when the summary gives no delivery fee. */
export const DELIVERY_FEE_FALLBACK = 99;
export const FREE_SHIPPING_PRODUCT_TEXT = 'Free shipping on orders over ₹500';
export const RETURN_WINDOW_TEXT = 'Easy returns within 30 days';
/** Issue 15: instead of the 30-day note on a product that is not taken back. */
export const NON_RETURNABLE_TEXT = 'This item cannot be returned or exchanged';

/** spec §5/§9: phone and one-time code. */
export const PHONE_PREFIX = '+91 ';
export const PHONE_LENGTH = 10;
export const DEFAULT_OTP_LENGTH = 4;
/** spec §7 developer helper: the fixed test number and code ({phone} / {token}). */
export const TEST_PHONE = '1234567890';
export const TEST_OTP = '1234';

/** spec §9: card form limits. */
export const CARD_NUMBER_MAX_LENGTH = 19;
export const CARD_EXPIRY_LENGTH = 5;
export const CARD_CVV_LENGTH = 3;

/** spec §9: only India is served. */
export const COUNTRIES = ['India'] as const;

/** spec §9: net banking bank codes. */
export const NET_BANKING_BANKS = [
  { code: 'sbi', name: 'State Bank of India' },
  { code: 'hdfc', name: 'HDFC Bank' },
  { code: 'icici', name: 'ICICI Bank' },
  { code: 'axis', name: 'Axis Bank' },
  { code: 'kotak', name: 'Kotak Mahindra Bank' },
  { code: 'pnb', name: 'Punjab National Bank' },
  { code: 'bob', name: 'Bank of Baroda' },
  { code: 'canara', name: 'Canara Bank' },
  { code: 'union', name: 'Union Bank of India' },
  { code: 'other', name: 'Other' },
] as const;
export type BankCode = (typeof NET_BANKING_BANKS)[number]['code'];

/** spec §9: payment method codes sent by the client. */
export const PAYMENT_METHOD_CODES = {
  card: 'CARD',
  upi: 'UPI',
  netbanking: 'ONLINE',
  cod: 'COD',
} as const;
export const PAYMENT_METHODS = ['CARD', 'UPI', 'ONLINE', 'COD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** spec §4: order and payment statuses. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];
export const TRACKABLE_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered'];

/**
 * `cancelled`: the order was cancelled before anything was paid (cash on delivery, or an online
 * order never paid), so nothing will be collected (decision 049). spec §2 styles it as it does
 * any status but pending and completed.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'completed',
  'failed',
  'refunded',
  'cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** spec §5: cancellation reasons, in the order the dialog lists them. */
export const CANCELLATION_REASONS = [
  'Changed my mind',
  'Found a better price elsewhere',
  'Ordered by mistake',
  'Product no longer needed',
  'Delivery taking too long',
  'Want to change size/color',
  'Financial reasons',
  'Other',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** spec §9: order list sorts and filters. */
export const ORDER_SORTS = ['newest', 'oldest', 'amount-high', 'amount-low'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const ORDER_CARD_MAX_ITEMS = 2;

/** spec §9: fallback expected delivery on the confirmation page. */
export const FALLBACK_DELIVERY_DAYS = 7;

/** spec §9: browser storage keys. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  user: 'user',
  localCart: 'localCart',
  localWishlist: 'localWishlist',
  /** The shopper's recent searches, newest first, kept only in this browser. */
  recentSearches: 'recentSearches',
  /** The pincode last checked on a product page (issue 16), kept only in this browser. */
  deliveryPincode: 'deliveryPincode',
  /** The language the shopper last chose (issue 19); the shop's front door opens in it. */
  language: 'language',
  /**
   * An order this tab placed whose payment was declined (session storage): checkout offers to
   * pay it again after a reload, instead of the empty cart its items left.
   */
  heldOrder: 'heldOrder',
} as const;

/**
 * A cookie that says only "this browser has a cart or a session" (decision 030): without it the
 * server renders the cart page as empty, which is what the page shows such a visitor; with it
 * the browser renders the cart from what it holds. It carries no cart and no identity.
 */
export const CART_HINT_COOKIE = 'bb_cart';

/** How many recent searches the header search box keeps and offers. */
export const RECENT_SEARCHES_COUNT = 5;

/** spec §3: banner display types. */
export const BANNER_DISPLAY_TYPES = ['carousel', 'category-card', 'both'] as const;
export type BannerDisplayType = (typeof BANNER_DISPLAY_TYPES)[number];

/** spec §1: the four selling points of the header strip. */
export const SELLING_POINTS = [
  'Fast Delivery',
  'Secure Shopping',
  'Quality Products',
  '24/7 Support',
] as const;

export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Cart quantity limits. They live here, not beside the cart schemas, so the browser can read them
 * without pulling zod into the first page's JavaScript.
 */
/** At most this many of one line per request (a stepper or a list button adds 1). */
export const MAX_ADD_QUANTITY = 99;
/** A line's quantity is bounded by stock first; this only keeps absurd numbers out (400). */
export const MAX_LINE_QUANTITY = 9_999;

/** spec §2: the colour 'Default' stands for "no colour choice": never shown as a colour. */
export const NO_COLOUR = 'Default';
