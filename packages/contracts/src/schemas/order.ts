import { z } from 'zod';
import {
  CANCELLATION_REASONS,
  ORDER_SORTS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '../constants';
import { ORDER_LIST_DEFAULT_LIMIT, ORDER_LIST_MAX_LIMIT } from '../orders';
import { CartSchema, CartSummarySchema } from './cart';
import { ShippingAddressBodySchema } from './address';
import { OrderPaymentSchema, PaymentBodySchema } from './order-payment';

/**
 * POST /orders/create. Prices, totals and stock come from the database, never from here.
 * `payment` (online methods only) charges at once; without it the order waits for
 * POST /orders/{id}/payment. `saveAddress` also adds the address to the shopper's book.
 */
export const CreateOrderBodySchema = z
  .strictObject({
    shippingAddress: ShippingAddressBodySchema,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Please choose a payment method' }),
    couponCode: z.string().trim().toUpperCase().max(40, 'Invalid coupon code').optional(),
    saveAddress: z.boolean().optional(),
    payment: PaymentBodySchema.optional(),
    /**
     * The total the shopper was shown (rupees). When given and the cart now prices differently,
     * the order is refused with 409 PRICE_CHANGED instead of charging a different amount.
     */
    expectedTotal: z.number().int().min(0).max(100_000_000).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.payment) return;
    if (body.paymentMethod === 'COD') {
      ctx.addIssue({
        code: 'custom',
        path: ['payment'],
        message: 'Cash on delivery needs no payment details',
      });
    } else if (body.payment.method !== 'RAZORPAY' && body.payment.method !== body.paymentMethod) {
      ctx.addIssue({
        code: 'custom',
        path: ['payment', 'method'],
        message: 'Payment details do not match the payment method',
      });
    }
  });
export type CreateOrderBody = z.input<typeof CreateOrderBodySchema>;

/** GST of one line, captured at placement (issue 14); amounts in paise. */
export const OrderLineTaxSchema = z.object({
  hsnCode: z.string(),
  gstRate: z.number(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
});
export type OrderLineTax = z.infer<typeof OrderLineTaxSchema>;

/**
 * The order's GST (issue 14): CGST + SGST when delivered in the store's state, else IGST; the
 * taxable value and taxes add up to the total. Absent on orders placed before it was recorded.
 */
export const OrderTaxBreakupSchema = z.object({
  placeOfSupplyCode: z.string().nullable(),
  intraState: z.boolean(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
});
export type OrderTaxBreakup = z.infer<typeof OrderTaxBreakupSchema>;

/** spec §3: Order item, captured at purchase (later catalogue edits do not change it). */
export const OrderItemSchema = z.object({
  _id: z.string(),
  product: z.object({
    /** null once the product was deleted from the catalogue. */
    _id: z.string().nullable(),
    name: z.string(),
    images: z.array(z.string()),
  }),
  variantId: z.string().nullable(),
  brand: z.string().nullable(),
  size: z.string(),
  color: z.string().nullable(),
  colorCode: z.string().nullable(),
  quantity: z.number().int(),
  /** Unit price in rupees. */
  price: z.number().int(),
  originalPrice: z.number().int(),
  tax: OrderLineTaxSchema.nullable().optional(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const ShippingAddressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  landmark: z.string().nullable(),
  /** The checkout's email; null when none was given (optional for orders built elsewhere). */
  email: z.string().nullable().optional(),
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

export const RefundSchema = z.object({
  /** Rupees with two decimals, for display only (from amountPaise). */
  amount: z.number(),
  amountPaise: z.number().int(),
  timeline: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof RefundSchema>;

/** spec §3: Order. Amounts in whole rupees; times ISO 8601 (UTC). */
export const OrderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  /** Last 8 characters of the id, upper case (spec §9). */
  orderNumber: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  subtotal: z.number().int(),
  couponDiscount: z.number().int(),
  couponCode: z.string().nullable(),
  platformFee: z.number().int(),
  deliveryFee: z.number().int(),
  /** Cash-on-delivery fee in rupees (0 unless the owner set one; issue 16). */
  codFee: z.number().int(),
  totalAmount: z.number().int(),
  /** The shopper refused this cash-on-delivery order at the door. */
  refusedAtDelivery: z.boolean(),
  /** Cancelled once shipped, its parcel not back at the shop yet (its stock not yet on sale). */
  awaitingReturn: z.boolean(),
  /** When the shop had that parcel back and its stock returned to sale. */
  returnedToShopAt: z.string().nullable(),
  itemCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  estimatedDelivery: z.string().nullable(),
  items: z.array(OrderItemSchema),
  shippingAddress: ShippingAddressSchema,
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  refund: RefundSchema.nullable(),
  /** What cancelling now would refund (the cancel dialog's box); null when it cannot be cancelled. */
  refundPreview: z
    .object({ amount: z.number(), amountPaise: z.number().int(), timeline: z.string() })
    .nullable(),
  payment: OrderPaymentSchema.nullable(),
  /** Online orders not yet paid are released (cancelled) after this time. */
  paymentDueAt: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  taxBreakup: OrderTaxBreakupSchema.nullable().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderResultSchema = z.object({ order: OrderSchema });
export type OrderResult = z.infer<typeof OrderResultSchema>;

/** spec §3: the order list pagination reads total, page, pages. */
export const OrderPaginationSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  limit: z.number().int(),
});
export type OrderPagination = z.infer<typeof OrderPaginationSchema>;

export const OrderListSchema = z.object({
  orders: z.array(OrderSchema),
  pagination: OrderPaginationSchema,
});
export type OrderList = z.infer<typeof OrderListSchema>;

/** Empty query values are treated as absent (spec §7: "empty ones skipped"). */
const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const orderPageQuery = z.preprocess(
  blankAsUndefined,
  z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(100_000, 'Page is too large')
    .default(1),
);
export const orderLimitQuery = (fallback: number, max: number) =>
  z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be 1 or more')
      .max(max, `Limit must be at most ${max}`)
      .default(fallback),
  );
export const OrderStatusFilterSchema = z.preprocess(
  blankAsUndefined,
  z.enum(['all', ...ORDER_STATUSES], { error: 'Unknown order status' }).optional(),
);

/**
 * GET /orders/my-orders. `sort` takes the spec's keys (newest, oldest, amount-high,
 * amount-low) and wins over sortBy/sortOrder; default newest first. `search` matches the order
 * number (or any part of the id) and the names of the items bought.
 */
export const MyOrdersQuerySchema = z.object({
  page: orderPageQuery,
  limit: orderLimitQuery(ORDER_LIST_DEFAULT_LIMIT, ORDER_LIST_MAX_LIMIT),
  sort: z.preprocess(blankAsUndefined, z.enum(ORDER_SORTS).optional()),
  /** A field (with sortOrder), or one of the spec's sort keys, which then decides alone. */
  sortBy: z.preprocess(
    blankAsUndefined,
    z.enum(['createdAt', 'totalAmount', ...ORDER_SORTS]).default('createdAt'),
  ),
  sortOrder: z.preprocess(blankAsUndefined, z.enum(['asc', 'desc']).default('desc')),
  status: OrderStatusFilterSchema,
  search: z.preprocess(
    blankAsUndefined,
    z.string().trim().max(100, 'Search text is too long').optional(),
  ),
});
export type MyOrdersQuery = z.input<typeof MyOrdersQuerySchema>;

/** spec §5: the reason must be one of the dialog's list. */
export const CancelOrderBodySchema = z.strictObject({
  reason: z.enum(CANCELLATION_REASONS, { error: 'Please select a cancellation reason' }),
});
export type CancelOrderBody = z.infer<typeof CancelOrderBodySchema>;

/** GET /orders/{id}/track: the events recorded on every status change, oldest first. */
export const TrackingEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  location: z.string().nullable(),
  timestamp: z.string(),
  description: z.string(),
});
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

export const TrackingSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  estimatedDelivery: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippingAddress: ShippingAddressSchema,
  events: z.array(TrackingEventSchema),
});
export type Tracking = z.infer<typeof TrackingSchema>;

/** POST /orders/{id}/reorder: the cart afterwards, what went in and what could not. */
export const ReorderResultSchema = z.object({
  cart: CartSchema,
  summary: CartSummarySchema,
  added: z.array(z.object({ name: z.string(), size: z.string(), quantity: z.number().int() })),
  unavailable: z.array(z.object({ name: z.string(), size: z.string(), reason: z.string() })),
});
export type ReorderResult = z.infer<typeof ReorderResultSchema>;

export const OrderIdParamsSchema = z.strictObject({ id: z.string().trim().min(1).max(100) });

/** Machine codes of order answers the client may react to (the message is always readable). */
export const ORDER_ERROR_CODES = {
  /** 422: nothing in the cart to order. */
  cartEmpty: 'CART_EMPTY',
  /** 409: a line has fewer units left than ordered; the message names the product. */
  outOfStock: 'OUT_OF_STOCK',
  /** 409: a product of the cart is no longer sold. */
  unavailable: 'PRODUCT_UNAVAILABLE',
  /** 409: the cart prices differ from expectedTotal. */
  priceChanged: 'PRICE_CHANGED',
  /** 422: the Idempotency-Key was already used with a different body. */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  notFound: 'ORDER_NOT_FOUND',
  /** 422: the order's status does not allow cancelling. */
  notCancellable: 'ORDER_NOT_CANCELLABLE',
  /** 422: a status change that does not follow (back office). */
  invalidTransition: 'ORDER_TRANSITION_INVALID',
  /** 422: the shipping pincode is unknown or not served (issue 16); the message says which. */
  notServiceable: 'PINCODE_NOT_SERVICEABLE',
  /** 422: a cash-on-delivery rule refuses this order; the message gives the rule. */
  codUnavailable: 'COD_UNAVAILABLE',
  /** 422: only a shipped cash-on-delivery order can be refused at delivery. */
  notRefusable: 'ORDER_NOT_REFUSABLE',
  /** 422: only an order cancelled once shipped, whose parcel is not back yet, can be received. */
  notAwaitingReturn: 'ORDER_NOT_AWAITING_RETURN',
} as const;
