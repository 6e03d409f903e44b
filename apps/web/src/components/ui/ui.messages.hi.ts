import type { Catalogue } from '@/lib/i18n';
import type { UiMessages } from './ui.messages';

const hi: Catalogue<UiMessages> = {
  from: 'शुरू ',
  originalPrice: 'असली कीमत ',
  percentOff: '{off}% छूट',
  close: 'बंद करें',
  dismiss: 'हटाएँ',
  loading: 'लोड हो रहा है',
  imageNotFound: 'इमेज नहीं मिली',
  pageTitle: '{title} | BharatBazaar',
  mobileNumber: 'मोबाइल नंबर',
  mobilePlaceholder: '10 अंकों का मोबाइल नंबर',
  photosUpTo: 'फ़ोटो (ज़्यादा से ज़्यादा {max})',
  yourPhoto: 'आपकी फ़ोटो {n}',
  removePhoto: 'फ़ोटो {n} हटाएँ',
  uploadingPhoto: 'फ़ोटो अपलोड हो रही है…',
};

export default hi;
