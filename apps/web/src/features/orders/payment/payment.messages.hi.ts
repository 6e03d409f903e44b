import type { Catalogue } from '@/lib/i18n';
import type { PaymentMessages } from './payment.messages';

const hi: Catalogue<PaymentMessages> = {
  paymentMethodLegend: 'पेमेंट का तरीका',
  paymentMethod:
    '{method, select, CARD {क्रेडिट / डेबिट कार्ड} UPI {UPI} ONLINE {नेट बैंकिंग} COD {कैश ऑन डिलीवरी} other {{method}}}',
  cardNumber: 'कार्ड नंबर',
  expiryDate: 'एक्सपायरी तारीख',
  expiryPlaceholder: 'MM/YY',
  cvv: 'CVV',
  cardholderName: 'कार्डधारक का नाम',
  nameOnCard: 'कार्ड पर लिखा नाम',
  upiId: 'UPI ID',
  upiHint: 'मंज़ूरी के लिए रिक्वेस्ट आपके UPI ऐप में आएगी।',
  bank: 'बैंक',
  selectBank: 'अपना बैंक चुनें',
  codText: 'ऑर्डर डिलीवर होने पर कैश या UPI से पेमेंट करें। अभी कोई पेमेंट नहीं करना है।',
  chooseMethod: 'कृपया पेमेंट का तरीका चुनें',
  checkDetails: 'कृपया पेमेंट की जानकारी जाँचें',
  didNotGoThrough: 'आपका पेमेंट नहीं हो पाया।',
  paymentFailedShort: 'पेमेंट नहीं हुआ।',
  paymentFailed: 'पेमेंट नहीं हुआ:',
  processingPayment: 'पेमेंट हो रहा है...',
  retryPaymentAmount: 'फिर से पेमेंट करें {amount}',
  completeYourPayment: 'अपना पेमेंट पूरा करें',
  savedNotice:
    'आपका ऑर्डर #{number} सेव है और इसके आइटम आपके लिए रखे गए हैं। इसे कन्फ़र्म करने के लिए {amount} का पेमेंट करें, नहीं तो यह रद्द हो जाएगा।',
  savedNoticeWithin:
    'आपका ऑर्डर #{number} सेव है और इसके आइटम आपके लिए रखे गए हैं। इसे कन्फ़र्म करने के लिए {minutes} मिनट के अंदर {amount} का पेमेंट करें, नहीं तो यह रद्द हो जाएगा।',
  razorpayIntro:
    'आप Razorpay की सुरक्षित विंडो में कार्ड, UPI या नेट बैंकिंग से पेमेंट करते हैं; आपके पेमेंट की जानकारी इस शॉप को कभी नहीं भेजी जाती।',
  phaseOpening: 'पेमेंट खुल रहा है...',
  phasePaying: 'पेमेंट का इंतज़ार है...',
  phaseConfirming: 'पेमेंट कन्फ़र्म हो रहा है...',
  razorpayClosed: 'पेमेंट पूरा नहीं हुआ। आपका ऑर्डर सेव है, आप इसका पेमेंट फिर से कर सकते हैं।',
  razorpayNotOpened: 'पेमेंट शुरू नहीं हो सका। कृपया फिर से कोशिश करें।',
  razorpayLoadFailed:
    'पेमेंट विंडो (Razorpay) लोड नहीं हो सकी। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें। आपका ऑर्डर सेव है।',
  razorpayDescription: 'ऑर्डर #{number}',
  testMode: 'टेस्ट मोड:',
  noRealMoney: 'असली पैसे का लेन-देन नहीं होता।',
  testCard:
    'कार्ड 4111 1111 1111 1111 से पेमेंट मंज़ूर होता है और 4000 0000 0000 0002 से नामंज़ूर (कोई भी आगे की एक्सपायरी, कोई भी 3 अंकों का CVV)।',
  testUpi: 'UPI ID success@upi से पेमेंट मंज़ूर होता है और failure@upi से नामंज़ूर।',
  testNetbanking: 'हर बैंक पेमेंट मंज़ूर करता है।',
};

export default hi;
