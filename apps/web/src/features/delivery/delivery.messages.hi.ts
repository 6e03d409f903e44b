import type { Catalogue } from '@/lib/i18n';
import type { DeliveryMessages } from './delivery.messages';

const hi: Catalogue<DeliveryMessages> = {
  checkDelivery: 'डिलीवरी जाँचें',
  pincode: 'पिनकोड',
  enterPincode: 'पिनकोड डालें',
  check: 'जाँचें',
  checkHint: 'अपना पिनकोड डालें और देखें कि सामान कब तक पहुँचेगा और क्या कैश ऑन डिलीवरी मिलेगी।',
  checkingDelivery: 'डिलीवरी जाँची जा रही है',
  checkFailed: 'डिलीवरी नहीं जाँच सके। कृपया फिर से कोशिश करें।',
  invalidPincode: 'कृपया सही 6 अंकों का पिनकोड डालें',
  notDelivered: 'माफ़ कीजिए, हम {pincode} पर डिलीवरी नहीं करते',
  deliveryBy: '{day} तक डिलीवरी',
  to: '{pincode} पर',
  codAvailable: 'कैश ऑन डिलीवरी उपलब्ध है',
  codNotAvailable: 'कैश ऑन डिलीवरी उपलब्ध नहीं है',
};

export default hi;
