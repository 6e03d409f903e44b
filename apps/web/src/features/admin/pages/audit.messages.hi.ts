import type { Catalogue } from '@/lib/i18n';
import type { AuditMessages } from './audit.messages';

const hi: Catalogue<AuditMessages> = {
  title: 'ऑडिट लॉग',
  description: 'बैक ऑफ़िस में किया गया हर बदलाव, नए पहले।',
  recordKind: 'रिकॉर्ड का प्रकार',
  everything: 'सब कुछ',
  entity_banner: 'बैनर',
  entity_product: 'प्रोडक्ट',
  entity_variant: 'वेरिएंट',
  entity_category: 'कैटेगरी',
  entity_coupon: 'कूपन',
  entity_order: 'ऑर्डर',
  entity_upload: 'अपलोड',
  entity_review: 'रिव्यू',
  'entity_store-profile': 'स्टोर प्रोफ़ाइल',
  entity_return: 'रिटर्न',
  entity_synonym: 'सर्च के पर्यायवाची शब्द',
  'entity_delivery-settings': 'डिलीवरी सेटिंग',
  loading: 'ऑडिट लॉग लोड हो रहा है',
  nothing: 'अभी कुछ दर्ज नहीं है',
  caption: 'ऑडिट लॉग, नए पहले',
  when: 'कब',
  who: 'किसने',
  action: 'कार्रवाई',
  changes: 'बदलाव',
  noFieldChanged: 'कोई फ़ील्ड नहीं बदली',
  fieldCount: '{count, plural, one {# फ़ील्ड} other {# फ़ील्ड}}',
  changedTo: 'बदलकर',
  noun: 'एंट्री',
  nounOne: 'एंट्री',
};

export default hi;
