import { defineMessages } from '@/lib/i18n';

/** The shop's legal identity at the foot of every page. */
const en = {
  couldNotLoad: 'Grievance officer details could not load.',
  gstin: 'GSTIN',
  grievanceOfficer: 'Grievance Officer',
  phone: 'Phone: ',
  email: 'E-mail: ',
} as const;

export type StoreProfileMessages = typeof en;
export const storeProfileMessages = defineMessages(en, () => import('./store-profile.messages.hi'));
