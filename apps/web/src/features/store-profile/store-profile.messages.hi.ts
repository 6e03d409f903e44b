import type { Catalogue } from '@/lib/i18n';
import type { StoreProfileMessages } from './store-profile.messages';

const hi: Catalogue<StoreProfileMessages> = {
  couldNotLoad: 'शिकायत अधिकारी की जानकारी लोड नहीं हो सकी।',
  gstin: 'GSTIN',
  grievanceOfficer: 'शिकायत अधिकारी',
  phone: 'फ़ोन: ',
  email: 'ई-मेल: ',
};

export default hi;
