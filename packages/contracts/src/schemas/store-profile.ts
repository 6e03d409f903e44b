import { z } from 'zod';
import { gstStateCode, gstStateName, isGstinFormat, isValidGstin } from '../gst';
import { PhoneSchema, PincodeSchema } from './fields';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const EmailSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(254, `${label} is too long`)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address');

/** india.md, GST: 15 characters in the GSTIN's pattern with its check character right. */
export const GstinSchema = z
  .string({ error: 'GSTIN is required' })
  .trim()
  .toUpperCase()
  .refine(isGstinFormat, 'GSTIN must be 15 characters: state code, PAN, entity number, Z, check')
  .refine(isValidGstin, 'GSTIN check character does not match');

/**
 * The shop's legal identity (issue 14): what the Consumer Protection (E-Commerce) Rules 2020
 * require on the platform, and what every tax invoice and e-mail carries.
 */
const storeProfileFields = {
  legalName: requiredText('Legal name', 200),
  tradeName: requiredText('Trade name', 100),
  gstin: GstinSchema,
  addressLine1: requiredText('Address line 1', 200),
  addressLine2: z.string().trim().max(200, 'Address line 2 must be at most 200 characters'),
  city: requiredText('City', 100),
  state: requiredText('State', 100).refine((state) => gstStateName(state) !== null, {
    message: 'State must be an Indian state or union territory',
  }),
  pincode: PincodeSchema,
  supportPhone: requiredText('Support phone', 20).regex(
    /^\+?[\d\s-]{8,20}$/,
    'Support phone must be a phone number',
  ),
  supportEmail: EmailSchema('Support e-mail'),
  grievanceOfficerName: requiredText('Grievance officer name', 100),
  grievanceOfficerDesignation: requiredText('Grievance officer designation', 100),
  grievanceOfficerPhone: PhoneSchema,
  grievanceOfficerEmail: EmailSchema('Grievance officer e-mail'),
};

/** PUT /api/admin/store-profile: the whole profile, every field checked. */
export const StoreProfileBodySchema = z
  .strictObject(storeProfileFields)
  .superRefine((profile, ctx) => {
    // The GSTIN's first two digits are the state of registration: they must be the address's.
    const code = gstStateCode(profile.state);
    if (code && !profile.gstin.startsWith(code)) {
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: `GSTIN must start with ${code}, the code of ${gstStateName(profile.state)}`,
      });
    }
  });
export type StoreProfileBody = z.input<typeof StoreProfileBodySchema>;

/** GET /api/store-profile: the profile with the state's GST code. */
export const StoreProfileSchema = z.object({
  legalName: z.string(),
  tradeName: z.string(),
  gstin: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  stateCode: z.string(),
  pincode: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  grievanceOfficerName: z.string(),
  grievanceOfficerDesignation: z.string(),
  grievanceOfficerPhone: z.string(),
  grievanceOfficerEmail: z.string(),
  updatedAt: z.string(),
});
export type StoreProfile = z.infer<typeof StoreProfileSchema>;
