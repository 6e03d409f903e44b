import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../constants';
import { BANK_CODES, UPI_ID_PATTERN } from '../orders';

/** spec §5: the card alert, used for every missing card field. */
export const CARD_REQUIRED_MESSAGE =
  'Please complete payment information: Card number, expiry date, CVV, and cardholder name are required';
export const UPI_REQUIRED_MESSAGE = 'Valid UPI ID is required';
export const BANK_REQUIRED_MESSAGE = 'Please select a bank';

const cardText = (max: number) =>
  z.string({ error: CARD_REQUIRED_MESSAGE }).trim().min(1, CARD_REQUIRED_MESSAGE).max(max);

/**
 * spec §5/§9: number grouped in fours (at most 19 characters with spaces), expiry MM/YY, CVV of
 * 3 digits. Whether the number passes the Luhn check, the expiry is in the future and the bank
 * accepts it is the payment gateway's answer (a decline), not a form error.
 */
export const CardPaymentSchema = z.strictObject({
  method: z.literal('CARD'),
  cardNumber: cardText(19).refine((v) => /^\d{12,19}$/.test(v.replace(/ /g, '')), {
    message: 'Please enter a valid card number',
  }),
  expiryDate: cardText(5).regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiry date must be MM/YY'),
  cvv: cardText(3).regex(/^\d{3}$/, 'CVV must be 3 digits'),
  cardholderName: cardText(100),
});

export const UpiPaymentSchema = z.strictObject({
  method: z.literal('UPI'),
  upiId: z
    .string({ error: UPI_REQUIRED_MESSAGE })
    .trim()
    .max(100, UPI_REQUIRED_MESSAGE)
    .regex(UPI_ID_PATTERN, UPI_REQUIRED_MESSAGE),
});

/** Net banking is sent as ONLINE (spec §9) with one of the spec's bank codes. */
export const NetBankingPaymentSchema = z.strictObject({
  method: z.literal('ONLINE'),
  bankCode: z.enum(BANK_CODES, { error: BANK_REQUIRED_MESSAGE }),
});

/**
 * PAYMENT_PROVIDER=razorpay: what Razorpay Checkout hands the browser after a payment. The
 * server checks the signature against the provider order id it stored, never the one sent.
 */
export const RazorpayPaymentSchema = z.strictObject({
  method: z.literal('RAZORPAY'),
  razorpayOrderId: z.string().trim().min(1).max(100),
  razorpayPaymentId: z.string().trim().min(1).max(100),
  razorpaySignature: z.string().trim().min(1).max(200),
});

/** POST /orders/{id}/payment, and the optional `payment` of POST /orders/create. */
export const PaymentBodySchema = z.discriminatedUnion(
  'method',
  [CardPaymentSchema, UpiPaymentSchema, NetBankingPaymentSchema, RazorpayPaymentSchema],
  { error: 'Please choose a payment method' },
);
export type PaymentBody = z.infer<typeof PaymentBodySchema>;
export type PaymentBodyInput = z.input<typeof PaymentBodySchema>;

/**
 * Razorpay Checkout needs these to open (null with the simulated provider, where the card, UPI
 * or bank details are posted to /orders/{id}/payment instead).
 */
export const PaymentCheckoutSchema = z.object({
  provider: z.literal('razorpay'),
  keyId: z.string(),
  providerOrderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
});
export type PaymentCheckout = z.infer<typeof PaymentCheckoutSchema>;

/** The latest payment attempt of an order. Never the card number or CVV (design.md). */
export const OrderPaymentSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  provider: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  bankCode: z.string().nullable(),
  /** Why the last attempt failed, in words for the shopper (null unless failed). */
  failureReason: z.string().nullable(),
  /** How many attempts were made so far. */
  attempts: z.number().int(),
  checkout: PaymentCheckoutSchema.nullable(),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

/** GET /orders/payment-methods -> data. */
export const PaymentMethodInfoSchema = z.object({
  code: z.enum(PAYMENT_METHODS),
  /** The checkout screen's name for it: card, upi, netbanking, cod. */
  choice: z.enum(['card', 'upi', 'netbanking', 'cod']),
  label: z.string(),
  enabled: z.boolean(),
  description: z.string(),
});
export type PaymentMethodInfo = z.infer<typeof PaymentMethodInfoSchema>;

export const PaymentMethodListSchema = z.object({
  methods: z.array(PaymentMethodInfoSchema),
  provider: z.enum(['simulated', 'razorpay']),
  /** Razorpay's public key id for Checkout (null with the simulated provider). */
  razorpayKeyId: z.string().nullable(),
  /** Minutes stock stays reserved for an unpaid online order. */
  paymentWindowMinutes: z.number().int(),
  banks: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type PaymentMethodList = z.infer<typeof PaymentMethodListSchema>;

/** Error codes of payment answers the client reacts to. */
export const PAYMENT_ERROR_CODES = {
  /** 422: the gateway refused; the order stays pending and can be paid again. */
  declined: 'PAYMENT_DECLINED',
  /** 422: the order is already paid, cancelled or not an online order. */
  notPayable: 'ORDER_NOT_PAYABLE',
  /** 400: a Razorpay signature did not verify. */
  badSignature: 'PAYMENT_SIGNATURE_INVALID',
} as const;
