import { z } from 'zod';
import { PincodeSchema } from './fields';

/**
 * Delivery promise and cash-on-delivery rules (issue 16, decision 023). Zones, from nearest:
 * the dispatch pincode's own city (district), its state, metro to metro, the rest of India,
 * and remote areas (the North-East, Jammu & Kashmir, Ladakh, Andaman & Nicobar, Lakshadweep).
 */
export const DELIVERY_ZONES = ['sameCity', 'sameState', 'metro', 'rest', 'remote'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export const DELIVERY_ZONE_LABELS: Record<DeliveryZone, string> = {
  sameCity: 'Same city',
  sameState: 'Same state',
  metro: 'Metro to metro',
  rest: 'Rest of India',
  remote: 'Remote areas',
};

/** States served as remote areas (india.md): the North-East, J&K, Ladakh and the islands. */
export const REMOTE_STATES: readonly string[] = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Jammu and Kashmir',
  'Ladakh',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
];

/** Metro cities by the district names of the pincode directory (Delhi: the whole state). */
export const METRO_DISTRICTS: readonly string[] = [
  'Mumbai',
  'Mumbai Suburban',
  'Kolkata',
  'Chennai',
  'Bengaluru Urban',
  'Hyderabad',
  'Pune',
  'Ahmedabad',
  'Ahmadabad',
];

const days = (label: string) =>
  z
    .number({ error: `${label}: days must be a number` })
    .int(`${label}: days must be a whole number`)
    .min(1, `${label}: at least 1 day`)
    .max(30, `${label}: at most 30 days`);

const pincodeList = (label: string, max: number) =>
  z
    .array(PincodeSchema, { error: `${label} must be a list of pincodes` })
    .max(max, `${label}: at most ${max} pincodes`)
    .transform((list) => [...new Set(list)].sort());

export const CodRulesSchema = z.strictObject({
  /** Rupees; an order above this may not be paid in cash. */
  maxOrderValue: z
    .number({ error: 'Maximum COD order value must be a number' })
    .int('Maximum COD order value must be whole rupees')
    .min(1, 'Maximum COD order value must be at least ₹1')
    .max(10_000_000, 'Maximum COD order value is too large'),
  blockedPincodes: pincodeList('Pincodes without COD', 5000),
  /** Rupees added to a cash-on-delivery order's total; 0 keeps the spec's totals. */
  fee: z
    .number({ error: 'COD fee must be a number' })
    .int('COD fee must be whole rupees')
    .min(0, 'COD fee cannot be negative')
    .max(1000, 'COD fee must be at most ₹1,000'),
  /** A shopper with this many refused deliveries may no longer pay in cash. */
  refusedLimit: z
    .number({ error: 'Refused deliveries limit must be a number' })
    .int('Refused deliveries limit must be a whole number')
    .min(1, 'Refused deliveries limit must be at least 1')
    .max(20, 'Refused deliveries limit must be at most 20'),
});
export type CodRules = z.output<typeof CodRulesSchema>;

export const DeliverySettingsSchema = z.strictObject({
  dispatchPincodes: pincodeList('Dispatch pincodes', 10).refine(
    (list) => list.length > 0,
    'At least one dispatch pincode is required',
  ),
  /** India time, HH:MM: an order after it leaves on the next dispatch day. */
  cutoffTime: z
    .string({ error: 'Cut-off time is required' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Cut-off time must be HH:MM (24-hour, India time)'),
  /** 0 = Sunday ... 6 = Saturday. */
  dispatchDays: z
    .array(z.number().int().min(0, 'Unknown weekday').max(6, 'Unknown weekday'), {
      error: 'Dispatch days must be a list of weekdays',
    })
    .min(1, 'At least one dispatch day is required')
    .transform((list) => [...new Set(list)].sort()),
  zoneDays: z.strictObject({
    sameCity: days('Same city'),
    sameState: days('Same state'),
    metro: days('Metro to metro'),
    rest: days('Rest of India'),
    remote: days('Remote areas'),
  }),
  nonServiceablePincodes: pincodeList('Non-serviceable pincodes', 5000),
  cod: CodRulesSchema,
});
export type DeliverySettings = z.output<typeof DeliverySettingsSchema>;

/** The settings as answered (the body's schema normalises lists, which answers cannot do). */
export const DeliverySettingsViewSchema = z.object({
  dispatchPincodes: z.array(z.string()),
  cutoffTime: z.string(),
  dispatchDays: z.array(z.number().int()),
  zoneDays: z.object({
    sameCity: z.number().int(),
    sameState: z.number().int(),
    metro: z.number().int(),
    rest: z.number().int(),
    remote: z.number().int(),
  }),
  nonServiceablePincodes: z.array(z.string()),
  cod: z.object({
    maxOrderValue: z.number().int(),
    blockedPincodes: z.array(z.string()),
    fee: z.number().int(),
    refusedLimit: z.number().int(),
  }),
});

export const PincodeParamsSchema = z.object({ pincode: PincodeSchema });

export const DeliveryCheckQuerySchema = z.object({
  pincode: PincodeSchema,
  productId: z
    .string()
    .trim()
    .min(1, 'Product ID must not be empty')
    .max(64, 'Product ID is too long')
    .optional(),
});

/** GET /api/pincodes/:pincode: for filling city and state in address forms. */
export const PincodeInfoSchema = z.object({
  pincode: z.string(),
  office: z.string(),
  city: z.string(),
  state: z.string(),
  /** Other states an address here may name: a few pincodes straddle a border (782410). */
  otherStates: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PincodeInfo = z.infer<typeof PincodeInfoSchema>;

/** GET /api/delivery/check: can it come here, by when, and can I pay in cash? */
export const DeliveryCheckSchema = z.object({
  pincode: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  serviceable: z.boolean(),
  codAvailable: z.boolean(),
  /** The Indian calendar day, YYYY-MM-DD; null when not serviceable. */
  estimatedDelivery: z.string().nullable(),
  /** Calendar days from today (India) to estimatedDelivery. */
  days: z.number().int().nullable(),
  zone: z.enum(DELIVERY_ZONES).nullable(),
  /** Why not serviceable, or why cash on delivery is not offered. */
  reason: z.string().optional(),
  codReason: z.string().optional(),
});
export type DeliveryCheck = z.infer<typeof DeliveryCheckSchema>;

/** GET /api/orders/delivery: the same for the signed-in shopper's cart, with the COD fee. */
export const OrderDeliverySchema = DeliveryCheckSchema.extend({
  /** Rupees a cash-on-delivery order adds to the total (0 unless the owner set a fee). */
  codFee: z.number().int(),
});
export type OrderDelivery = z.infer<typeof OrderDeliverySchema>;

export const OrderDeliveryQuerySchema = z.object({ pincode: PincodeSchema });
