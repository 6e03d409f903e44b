import { z } from 'zod';

/** Ids are opaque strings (24 lower-case hex characters, time-ordered). */
export const IdSchema = z.string().regex(/^[0-9a-f]{24}$/, 'Invalid id');

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'CONFLICT',
  'OUT_OF_STOCK',
  'BUSINESS_RULE',
  'RATE_LIMITED',
  'BAD_GATEWAY',
  'DATABASE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number] | (string & {});

export const FieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** Every success answer: `{ success: true, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
export type SuccessEnvelope<T> = { success: true; data: T };
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

/** spec §3: pagination of the product list. */
export const PaginationSchema = z.object({
  totalItems: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});

export const ReadySchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
});

/** What the client reads at start (spec: OTP length is a setting the client follows). */
export const PublicConfigSchema = z.object({
  otpLength: z.number().int(),
  testLoginEnabled: z.boolean(),
  platformFee: z.number().int(),
  deliveryFee: z.number().int(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
