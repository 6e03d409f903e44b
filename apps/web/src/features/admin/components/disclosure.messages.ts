import { defineMessages } from '@/lib/i18n';

/** Issue 16: the legal disclosure fields of a product or a category (decision 026). */
const en = {
  intro: 'Shown on the product page as the law requires. Leave a field empty to use {inherits}.',
  optional: '(optional)',
  countryOfOrigin: 'Country of origin',
  countryOfOriginHint: 'e.g. India; goods made abroad name their importer.',
  manufacturer: 'Manufactured by',
  manufacturerHint: 'Name and full address.',
  packer: 'Packed by',
  packerHint: 'Name and full address, when not the manufacturer.',
  importer: 'Imported by',
  importerHint: 'Name and address in India, for goods made abroad.',
  netQuantity: 'Net quantity',
  netQuantityHint: 'e.g. 1 N, 1 pair, 100 ml, 50 g.',
  customerCare: 'Customer care',
  customerCareHint: "Only to replace the store's customer care lines (phone, e-mail, address).",
} as const;

export type DisclosureMessages = typeof en;
export const disclosureMessages = defineMessages(en, () => import('./disclosure.messages.hi'));
