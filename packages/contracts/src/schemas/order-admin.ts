import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../constants';
import {
  ADMIN_ORDER_LIST_DEFAULT_LIMIT,
  ADMIN_ORDER_LIST_MAX_LIMIT,
  CANCELLED_BY,
  FULFILMENT_STATUSES,
} from '../orders';
import { PaginationSchema } from './common';
import {
  OrderSchema,
  OrderStatusFilterSchema,
  TrackingEventSchema,
  orderLimitQuery,
  orderPageQuery,
} from './order';

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);
/** 'YYYY-MM-DD' (a whole day in India's time zone) or a full ISO 8601 time. */
const dateQuery = (label: string) =>
  z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .refine(
        (v) => /^\d{4}-\d{2}-\d{2}(T.+)?$/.test(v) && !Number.isNaN(Date.parse(v)),
        `${label} must be a date (YYYY-MM-DD)`,
      )
      .optional(),
  );

/** GET /admin/orders: newest first. `search` matches order number, item names, customer phone. */
export const AdminOrdersQuerySchema = z
  .object({
    page: orderPageQuery,
    limit: orderLimitQuery(ADMIN_ORDER_LIST_DEFAULT_LIMIT, ADMIN_ORDER_LIST_MAX_LIMIT),
    status: OrderStatusFilterSchema,
    paymentStatus: z.preprocess(
      blankAsUndefined,
      z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status' }).optional(),
    ),
    paymentMethod: z.preprocess(
      blankAsUndefined,
      z.enum(PAYMENT_METHODS, { error: 'Unknown payment method' }).optional(),
    ),
    from: dateQuery('From'),
    to: dateQuery('To'),
    search: z.preprocess(
      blankAsUndefined,
      z.string().trim().max(100, 'Search text is too long').optional(),
    ),
  })
  // Days the wrong way round find nothing: say so rather than answer an empty list.
  .refine((query) => !query.from || !query.to || query.from.slice(0, 10) <= query.to.slice(0, 10), {
    path: ['to'],
    message: 'To cannot be before From',
  });
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuerySchema>;

export const OrderCustomerSchema = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
});
export type OrderCustomer = z.infer<typeof OrderCustomerSchema>;

export const AdminOrderSchema = OrderSchema.extend({ customer: OrderCustomerSchema });
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminPaymentAttemptSchema = z.object({
  _id: z.string(),
  provider: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amountPaise: z.number().int(),
  providerOrderId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  bankCode: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPaymentAttempt = z.infer<typeof AdminPaymentAttemptSchema>;

/** GET /admin/orders/{id}: the order, its customer, tracking history and payment attempts. */
export const AdminOrderDetailSchema = AdminOrderSchema.extend({
  events: z.array(TrackingEventSchema),
  payments: z.array(AdminPaymentAttemptSchema),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;
export const AdminOrderResultSchema = z.object({ order: AdminOrderDetailSchema });

/** Back-office tables share the storefront's pagination shape (AdminPagination, spec §3). */
export const AdminOrderListSchema = z.object({
  orders: z.array(AdminOrderSchema),
  pagination: PaginationSchema,
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

const optionalNote = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long`)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * PATCH /admin/orders/{id}/status: the next step only (pending -> confirmed -> processing ->
 * shipped -> delivered). Shipping needs the carrier and the tracking number.
 */
export const AdminOrderTransitionBodySchema = z
  .strictObject({
    status: z.enum(FULFILMENT_STATUSES, {
      error: 'Status must be confirmed, processing, shipped or delivered',
    }),
    carrier: optionalNote(100, 'Carrier'),
    trackingNumber: optionalNote(100, 'Tracking number'),
    location: optionalNote(100, 'Location'),
    note: optionalNote(300, 'Note'),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'shipped') return;
    if (!body.carrier) {
      ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'Carrier is required to ship' });
    }
    if (!body.trackingNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['trackingNumber'],
        message: 'Tracking number is required to ship',
      });
    }
  });
export type AdminOrderTransitionBody = z.input<typeof AdminOrderTransitionBodySchema>;

/** PATCH /admin/orders/{id}/cancel: the shop's reason, shown to the shopper. */
export const AdminCancelOrderBodySchema = z.strictObject({
  reason: z
    .string({ error: 'Please give a reason for cancelling' })
    .trim()
    .min(1, 'Please give a reason for cancelling')
    .max(300, 'Reason is too long'),
  /**
   * Whose cancellation it is: the shop's own (the default) refunds everything paid; one the
   * shopper asked for follows spec §9 (90% once shipped).
   */
  cancelledBy: z
    .enum(CANCELLED_BY, { error: 'Say whether the shop or the shopper asked to cancel' })
    .default('shop'),
});
export type AdminCancelOrderBody = z.infer<typeof AdminCancelOrderBodySchema>;

/** PATCH /admin/orders/:id/refused: a shipped cash-on-delivery order refused at the door. */
export const AdminRefusedOrderBodySchema = z.strictObject({
  note: z.string().trim().max(300, 'Note is too long').optional(),
});
