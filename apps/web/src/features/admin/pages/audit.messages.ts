import { defineMessages } from '@/lib/i18n';

/** The audit log (issue 7): every admin action, who, what, when, before and after. */
const en = {
  title: 'Audit log',
  description: 'Every change made in the back office, newest first.',
  recordKind: 'Record kind',
  everything: 'Everything',
  entity_banner: 'Banner',
  entity_product: 'Product',
  entity_variant: 'Variant',
  entity_category: 'Category',
  entity_coupon: 'Coupon',
  entity_order: 'Order',
  entity_upload: 'Upload',
  entity_review: 'Review',
  'entity_store-profile': 'Store profile',
  entity_return: 'Return',
  entity_synonym: 'Search synonyms',
  'entity_delivery-settings': 'Delivery settings',
  loading: 'Loading the audit log',
  nothing: 'Nothing recorded yet',
  caption: 'Audit log, newest first',
  when: 'When',
  who: 'Who',
  action: 'Action',
  changes: 'Changes',
  noFieldChanged: 'No field changed',
  fieldCount: '{count, plural, one {# field} other {# fields}}',
  changedTo: 'changed to',
  noun: 'entries',
  nounOne: 'entry',
} as const;

export type AuditMessages = typeof en;
export const auditMessages = defineMessages(en, () => import('./audit.messages.hi'));
