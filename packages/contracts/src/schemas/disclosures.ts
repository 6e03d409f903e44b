import { z } from 'zod';
import { OptionalTextSchema } from './admin-common';

/**
 * Issue 16: what the Consumer Protection (E-Commerce) Rules 2020 and the Legal Metrology
 * (Packaged Commodities) Rules require on a product page, as the back office enters it. A
 * product's field left empty takes its sub-category's, then its category's (decision 026).
 * Name and address go in one text, as on a pack label.
 */
export const DisclosureFieldsSchema = z.strictObject({
  countryOfOrigin: OptionalTextSchema('Country of origin', 60).optional(),
  manufacturer: OptionalTextSchema('Manufacturer name and address', 300).optional(),
  packer: OptionalTextSchema('Packer name and address', 300).optional(),
  importer: OptionalTextSchema('Importer name and address', 300).optional(),
  netQuantity: OptionalTextSchema('Net quantity', 60).optional(),
  /** Replaces the store's customer care lines for this product or category. */
  customerCare: OptionalTextSchema('Customer care details', 300).optional(),
});
export type DisclosureFields = z.infer<typeof DisclosureFieldsSchema>;

const text = z.string().nullable();

/** The own fields of a product or category in the back office: null where left empty. */
export const StoredDisclosuresSchema = z.object({
  countryOfOrigin: text,
  manufacturer: text,
  packer: text,
  importer: text,
  netQuantity: text,
  customerCare: text,
});
export type StoredDisclosures = z.infer<typeof StoredDisclosuresSchema>;

/**
 * GET /api/products/{id}: the disclosures resolved (product over sub-category over category),
 * with the MRP from the product's original price and the seller from the store profile.
 */
export const ProductDisclosuresSchema = StoredDisclosuresSchema.extend({
  /** The MRP of the cheapest variant (whole rupees), inclusive of all taxes. */
  mrp: z.number().int(),
  /** The store profile's legal name. */
  soldBy: z.string(),
  /** The store's customer care (used unless `customerCare` overrides it). */
  store: z.object({
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    grievanceOfficer: z.object({
      name: z.string(),
      designation: z.string(),
      phone: z.string(),
      email: z.string(),
    }),
  }),
});
export type ProductDisclosures = z.infer<typeof ProductDisclosuresSchema>;
