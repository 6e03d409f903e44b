import type {
  DISCLOSURE_FIELDS,
  DisclosureFields as DisclosureBody,
  StoredDisclosures,
} from '@shop/contracts';

type Field = (typeof DISCLOSURE_FIELDS)[number];

/** The disclosures as typed; '' is "not given here" (the category's, or the store's, apply). */
export type DisclosureValues = Record<Field, string>;

export function disclosureValues(stored?: StoredDisclosures): DisclosureValues {
  return {
    countryOfOrigin: stored?.countryOfOrigin ?? '',
    manufacturer: stored?.manufacturer ?? '',
    packer: stored?.packer ?? '',
    importer: stored?.importer ?? '',
    netQuantity: stored?.netQuantity ?? '',
    customerCare: stored?.customerCare ?? '',
  };
}

/** Every field is sent, so one emptied in the form is emptied on the server too. */
export function disclosureBody(values: DisclosureValues): DisclosureBody {
  const text = (value: string) => (value.trim() ? value.trim() : null);
  return {
    countryOfOrigin: text(values.countryOfOrigin),
    manufacturer: text(values.manufacturer),
    packer: text(values.packer),
    importer: text(values.importer),
    netQuantity: text(values.netQuantity),
    customerCare: text(values.customerCare),
  };
}
