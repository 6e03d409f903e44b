/**
 * Issue 16 (decision 026): the rules of the product-page disclosures, free of zod so the
 * product page's chunk takes them without the schemas.
 */
import type { DisclosureFields, StoredDisclosures } from './schemas/disclosures';

/** The fields in the order the product page lists them. */
export const DISCLOSURE_FIELDS = [
  'countryOfOrigin',
  'manufacturer',
  'packer',
  'importer',
  'netQuantity',
  'customerCare',
] as const satisfies readonly (keyof DisclosureFields)[];

/** True when the goods are made outside India: the importer must then be named. */
export function isImported(countryOfOrigin: string | null): boolean {
  if (!countryOfOrigin) return false;
  return !/^(india|bharat)$/i.test(countryOfOrigin.trim());
}

/**
 * Each field from the first level that has it: the product's own, then its sub-category's,
 * then its category's (decision 026). Unknown keys are ignored; blank texts count as empty.
 */
export function resolveDisclosures(
  levels: readonly (Readonly<Record<string, unknown>> | null | undefined)[],
): StoredDisclosures {
  const pick = (field: (typeof DISCLOSURE_FIELDS)[number]): string | null => {
    for (const level of levels) {
      const value = level?.[field];
      if (typeof value === 'string' && value.trim() !== '') return value.trim();
    }
    return null;
  };
  return {
    countryOfOrigin: pick('countryOfOrigin'),
    manufacturer: pick('manufacturer'),
    packer: pick('packer'),
    importer: pick('importer'),
    netQuantity: pick('netQuantity'),
    customerCare: pick('customerCare'),
  };
}

/** The fields a back-office body gave, as stored: empty ones left out. */
export function storedDisclosureFields(fields: DisclosureFields): Record<string, string> {
  const stored: Record<string, string> = {};
  for (const field of DISCLOSURE_FIELDS) {
    const value = fields[field];
    if (value) stored[field] = value;
  }
  return stored;
}
