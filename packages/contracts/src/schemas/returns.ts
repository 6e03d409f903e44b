import { z } from 'zod';
import { AdminPageQuerySchema, AdminPaginationSchema } from './admin-common';
import { IdSchema } from './common';
import { UPI_ID_PATTERN } from '../orders';
import {
  BANK_ACCOUNT_PATTERN,
  IFSC_PATTERN,
  RETURN_ACTION_NAMES,
  RETURN_COMMENTS_MAX,
  RETURN_DECISION_REASON_MAX,
  RETURN_KINDS,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  RETURN_STATUSES,
} from '../returns';

/** Issue 15: returns and size exchanges of delivered orders. */

const UploadPathSchema = z
  .string()
  .regex(/^\/uploads\/[0-9a-f]{32}\.(jpg|png|webp)$/, 'Upload the photo first, then add it');

export const ReturnLineBodySchema = z.strictObject({
  orderItemId: z.string({ error: 'Choose an item' }).trim().min(1, 'Choose an item').max(100),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Return at least 1 unit'),
  kind: z.enum(RETURN_KINDS, { error: 'Choose return or exchange' }),
  /** For an exchange: the variant (same product and colour, another size) to send instead. */
  exchangeVariantId: z.string().trim().min(1).max(100).nullish(),
});

/** Where a cash-on-delivery refund is paid: a UPI id or a bank account. */
export const RefundDestinationSchema = z.discriminatedUnion(
  'method',
  [
    z.strictObject({
      method: z.literal('UPI'),
      upiId: z
        .string()
        .trim()
        .regex(UPI_ID_PATTERN, 'Enter a valid UPI id, like name@okaxis')
        .max(100),
    }),
    z
      .strictObject({
        method: z.literal('BANK'),
        holderName: z
          .string()
          .trim()
          .min(2, "Enter the account holder's name")
          .max(100, 'The name can be at most 100 characters'),
        accountNumber: z
          .string()
          .trim()
          .regex(BANK_ACCOUNT_PATTERN, 'Enter an account number of 9 to 18 digits'),
        confirmAccountNumber: z.string().trim(),
        ifsc: z
          .string()
          .trim()
          .toUpperCase()
          .regex(IFSC_PATTERN, 'Enter a valid IFSC, like SBIN0001234'),
      })
      .refine((bank) => bank.accountNumber === bank.confirmAccountNumber, {
        message: 'The account numbers do not match',
        path: ['confirmAccountNumber'],
      }),
  ],
  { error: 'Choose UPI or bank account for the refund' },
);
export type RefundDestination = z.infer<typeof RefundDestinationSchema>;

export const CreateReturnBodySchema = z.strictObject({
  lines: z
    .array(ReturnLineBodySchema, { error: 'Choose the items to return' })
    .min(1, 'Choose at least one item')
    .max(50, 'Too many items'),
  reason: z.enum(RETURN_REASONS, { error: 'Choose a reason' }),
  comments: z
    .string()
    .trim()
    .max(RETURN_COMMENTS_MAX, `Comments can be at most ${RETURN_COMMENTS_MAX} characters`)
    .default(''),
  photos: z
    .array(UploadPathSchema)
    .max(RETURN_PHOTOS_MAX, `Add at most ${RETURN_PHOTOS_MAX} photos`)
    .default([]),
  /** A saved address of the shopper's for the pickup; the order's address when absent. */
  pickupAddressId: z.string().trim().min(1).max(100).nullish(),
  /** Needed for a cash-on-delivery order with a return (refused otherwise). */
  refundDestination: RefundDestinationSchema.nullish(),
});
export type CreateReturnBody = z.input<typeof CreateReturnBodySchema>;

export const ReturnIdParamsSchema = z.strictObject({
  id: z.string().trim().min(1).max(100),
  returnId: z.string().trim().min(1).max(100),
});

export const ReturnLineSchema = z.object({
  orderItemId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  size: z.string(),
  color: z.string().nullable(),
  quantity: z.number().int(),
  kind: z.enum(RETURN_KINDS),
  exchangeVariantId: z.string().nullable(),
  exchangeSize: z.string().nullable(),
  refundPaise: z.number().int(),
});

export const ReturnEventSchema = z.object({
  status: z.enum(RETURN_STATUSES),
  description: z.string(),
  createdAt: z.string(),
});

export const ReturnRequestSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  comments: z.string(),
  photos: z.array(z.string()),
  pickupAddress: z.object({
    name: z.string(),
    phone: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string().nullish(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    landmark: z.string().nullish(),
  }),
  lines: z.array(ReturnLineSchema),
  /** Goods refunded plus, when decision 020 says so, the fees; 0 for an exchange only. */
  refundPaise: z.number().int(),
  feesRefundPaise: z.number().int(),
  /** 'original' (the card, UPI or bank the order was paid with), 'UPI' or 'BANK' for COD. */
  refundMethod: z.string().nullable(),
  /** The COD payout destination, masked ("XXXXXX1234, SBIN0001234" or "as****@okaxis"). */
  refundTo: z.string().nullable(),
  refundReference: z.string().nullable(),
  decisionReason: z.string().nullable(),
  exchangeCarrier: z.string().nullable(),
  exchangeTrackingNumber: z.string().nullable(),
  /** The credit note's number once an invoiced order's return is refunded. */
  creditNote: z.string().nullable(),
  events: z.array(ReturnEventSchema),
  createdAt: z.string(),
});
export type ReturnRequest = z.infer<typeof ReturnRequestSchema>;

/** What the shopper may still ask for on each line of the order. */
export const ReturnableItemSchema = z.object({
  orderItemId: z.string(),
  name: z.string(),
  size: z.string(),
  color: z.string().nullable(),
  /** False for a non-returnable product or category. */
  returnable: z.boolean(),
  /** Units bought less those in open requests. */
  unitsLeft: z.number().int(),
  /** Other sizes of the same colour in stock, for an exchange. */
  exchangeSizes: z.array(
    z.object({ variantId: z.string(), size: z.string(), stock: z.number().int() }),
  ),
});
export type ReturnableItem = z.infer<typeof ReturnableItemSchema>;

export const ReturnListSchema = z.object({
  returns: z.array(ReturnRequestSchema),
  items: z.array(ReturnableItemSchema),
  /** Days left to ask for a return (negative once over; null before delivery). */
  daysLeft: z.number().int().nullable(),
});
export type ReturnList = z.infer<typeof ReturnListSchema>;

export const AdminReturnListQuerySchema = AdminPageQuerySchema.extend({
  status: z.enum(RETURN_STATUSES, { error: 'Unknown status' }).optional(),
  kind: z.enum(RETURN_KINDS, { error: 'Kind is return or exchange' }).optional(),
  /** One order's requests (its page in the back office shows them). */
  orderId: IdSchema.optional(),
});

export const AdminReturnListSchema = z.object({
  returns: z.array(ReturnRequestSchema.extend({ customerName: z.string().nullable() })),
  pagination: AdminPaginationSchema,
});
export type AdminReturnList = z.infer<typeof AdminReturnListSchema>;

export const AdminReturnParamsSchema = z.strictObject({ id: IdSchema });

export const AdminReturnActionBodySchema = z.strictObject({
  action: z.enum(RETURN_ACTION_NAMES, { error: 'Unknown step' }),
  /** Reject: why (required). Other steps: an optional note in the tracking event. */
  reason: z
    .string()
    .trim()
    .max(RETURN_DECISION_REASON_MAX, `At most ${RETURN_DECISION_REASON_MAX} characters`)
    .optional(),
  /** Schedule pickup: the day of the pickup. */
  pickupDate: z.iso.date({ error: 'Pickup date must be a date (YYYY-MM-DD)' }).optional(),
  /** Ship exchange: the carrier and tracking number of the replacement. */
  carrier: z
    .string({ error: "Enter the courier's name" })
    .trim()
    .min(2, "Enter the courier's name")
    .max(60, "The courier's name must be at most 60 characters")
    .optional(),
  trackingNumber: z
    .string({ error: 'Enter the tracking number' })
    .trim()
    .min(4, 'Enter the tracking number (at least 4 characters)')
    .max(60, 'The tracking number must be at most 60 characters')
    .optional(),
  /** Refund of a cash-on-delivery order: the UPI or bank transfer's reference (UTR), required. */
  reference: z
    .string({ error: 'Enter the transfer reference (UTR) of the payout' })
    .trim()
    .min(4, 'The transfer reference (UTR) must be at least 4 characters')
    .max(60, 'The transfer reference must be at most 60 characters')
    .optional(),
  /** Any step: a note added to the shopper's timeline. */
  note: z.string().trim().max(200, 'The note must be at most 200 characters').optional(),
});

export const NonReturnableBodySchema = z.strictObject({
  nonReturnable: z.boolean({ error: 'nonReturnable must be true or false' }),
});
export const NonReturnableSchema = z.object({ id: z.string(), nonReturnable: z.boolean() });
