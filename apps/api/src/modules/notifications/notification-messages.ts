import {
  formatMessage,
  type Language,
  type MessageValues,
  type PaymentMethod,
  type ReturnStatus,
} from '@shop/contracts';

/**
 * The order e-mails and SMS in English and Hindi (issue 19), ICU messages formatted by
 * contracts' formatMessage. The English texts are the ones the shop has always sent; the Hindi
 * SMS texts are what gets registered with DLT as the Hindi templates (SMS_DLT_TEMPLATES_HI).
 */
const en = {
  viewOrder: 'View your order',
  subtotal: 'Subtotal',
  couponWithCode: 'Coupon discount ({code})',
  coupon: 'Coupon discount',
  shipping: 'Shipping',
  free: 'FREE',
  platformFee: 'Platform fee',
  codFee: 'Cash on Delivery fee',
  total: 'Total',
  itemRow: '{name} (size {size}) x {quantity}',
  itemName: '{name} (size {size})',
  placedSubject: 'Order {number} placed - {total}',
  placedHeading: 'Thank you! Your order {number} is placed',
  placedHello: 'Hello {name}, we have received your order.',
  deliveringTo: 'Delivering to: {address}.',
  payment: 'Payment: {method}.',
  placedSms: '{shop}: your order {number} of {total} is placed. Track it at {link}',
  failedSubject: 'Payment for order {number} did not go through',
  failedHeading: 'Your payment for order {number} did not go through',
  failedNotCompleted: 'The payment of {total} was not completed.',
  failedNotCompletedBecause: 'The payment of {total} was not completed: {reason}.',
  failedHeld:
    'Your items are held for you for a short while. You can try paying again from your order.',
  retryPayment: 'Retry payment',
  failedSms: '{shop}: payment for order {number} failed. Retry at {link}',
  confirmedSubject: 'Order {number} confirmed',
  confirmedHeading: 'Your order {number} is confirmed',
  confirmedText: 'We are getting your items ready to ship.',
  confirmedSms: '{shop}: order {number} is confirmed. {link}',
  shippedSubject: 'Order {number} shipped',
  shippedHeading: 'Your order {number} is on its way',
  shippedText: 'Shipped with {carrier}, tracking number {tracking}.',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  shippedSms: '{shop}: order {number} shipped with {carrier}, tracking {tracking}. {link}',
  deliveredSubject: 'Order {number} delivered',
  deliveredHeading: 'Your order {number} is delivered',
  deliveredText:
    'We hope you love it. Your GST tax invoice is attached when it is ready, and always on your order page.',
  deliveredSms: '{shop}: order {number} is delivered. {link}',
  cancelledSubject: 'Order {number} cancelled',
  cancelledHeading: 'Your order {number} is cancelled',
  cancelledReason: 'Reason: {reason}.',
  cancelledText: 'Your order is cancelled.',
  refundOnItsWay: 'A refund of {amount} is on its way: {timeline}.',
  nothingToRefund: 'Nothing was charged, so there is nothing to refund.',
  cancelledSms: '{shop}: order {number} is cancelled.',
  cancelledSmsRefund: '{shop}: order {number} is cancelled. Refund {amount}: {timeline}.',
  refundedSubject: 'Refund of {amount} issued for order {number}',
  refundedHeading: 'Your refund of {amount} is issued',
  refundedSent: 'We have sent {amount} back to your {method} for order {number}.',
  refundedReaches: 'It reaches you in {timeline}.',
  refundedSms:
    '{shop}: refund of {amount} for order {number} issued; it reaches you in {timeline}.',
  returnUpdated: 'Your return request is updated',
  returnHeadline: '{request}: {status}',
  returnSubject: '{headline} - order {number}',
  returnOrder: 'Order {number}.',
  seeReturn: 'See your return',
  returnSms: '{shop}: {headline} (order {number}). {link}',
  returnSmsText: '{shop}: {headline} (order {number}). {text} {link}',
  reviewSubject: 'How is your order {number}? Review what you bought',
  reviewHeading: 'How do you like your order {number}?',
  reviewHello: 'Hello {name}, your order reached you a few days ago.',
  reviewText:
    'Other shoppers read reviews before they buy: tell them how it looks, feels and fits. Your review carries a Verified buyer mark.',
  writeReview: 'Write a review',
  reviewSms: '{shop}: how do you like order {number}? Review it: {link}',
  footerSeller: '{legalName} ({tradeName}), {address}. GSTIN {gstin}.',
  footerCare: 'Customer care: {phone}, {email}.',
  footerGrievance: 'Grievance Officer: {name}, {designation}, +91 {phone}, {email}.',
} as const;

export type NotificationKey = keyof typeof en;
type Key = NotificationKey;

const hi: Readonly<Record<Key, string>> = {
  viewOrder: 'अपना ऑर्डर देखें',
  subtotal: 'सबटोटल',
  couponWithCode: 'कूपन छूट ({code})',
  coupon: 'कूपन छूट',
  shipping: 'शिपिंग',
  free: 'मुफ़्त',
  platformFee: 'प्लेटफ़ॉर्म फ़ीस',
  codFee: 'कैश ऑन डिलीवरी फ़ीस',
  total: 'कुल',
  itemRow: '{name} (साइज़ {size}) x {quantity}',
  itemName: '{name} (साइज़ {size})',
  placedSubject: 'ऑर्डर {number} प्लेस हो गया - {total}',
  placedHeading: 'धन्यवाद! आपका ऑर्डर {number} प्लेस हो गया है',
  placedHello: 'नमस्ते {name}, हमें आपका ऑर्डर मिल गया है।',
  deliveringTo: 'डिलीवरी का पता: {address}।',
  payment: 'पेमेंट: {method}।',
  placedSms: '{shop}: आपका {total} का ऑर्डर {number} प्लेस हो गया है। यहाँ ट्रैक करें: {link}',
  failedSubject: 'ऑर्डर {number} का पेमेंट नहीं हो पाया',
  failedHeading: 'आपके ऑर्डर {number} का पेमेंट नहीं हो पाया',
  failedNotCompleted: '{total} का पेमेंट पूरा नहीं हुआ।',
  failedNotCompletedBecause: '{total} का पेमेंट पूरा नहीं हुआ: {reason}।',
  failedHeld: 'आपके आइटम थोड़ी देर के लिए आपके लिए रखे गए हैं। आप अपने ऑर्डर से फिर से पेमेंट कर सकते हैं।',
  retryPayment: 'फिर से पेमेंट करें',
  failedSms: '{shop}: ऑर्डर {number} का पेमेंट नहीं हुआ। फिर से करें: {link}',
  confirmedSubject: 'ऑर्डर {number} कन्फ़र्म हो गया',
  confirmedHeading: 'आपका ऑर्डर {number} कन्फ़र्म हो गया है',
  confirmedText: 'हम आपके आइटम शिप करने के लिए तैयार कर रहे हैं।',
  confirmedSms: '{shop}: ऑर्डर {number} कन्फ़र्म हो गया है। {link}',
  shippedSubject: 'ऑर्डर {number} शिप हो गया',
  shippedHeading: 'आपका ऑर्डर {number} रास्ते में है',
  shippedText: '{carrier} से शिप किया गया, ट्रैकिंग नंबर {tracking}।',
  carrier: 'कूरियर',
  trackingNumber: 'ट्रैकिंग नंबर',
  shippedSms: '{shop}: ऑर्डर {number} {carrier} से शिप हुआ, ट्रैकिंग {tracking}। {link}',
  deliveredSubject: 'ऑर्डर {number} डिलीवर हो गया',
  deliveredHeading: 'आपका ऑर्डर {number} डिलीवर हो गया है',
  deliveredText:
    'उम्मीद है आपको पसंद आएगा। आपका GST टैक्स इनवॉइस तैयार होने पर साथ में भेजा जाता है, और हमेशा आपके ऑर्डर पेज पर रहता है।',
  deliveredSms: '{shop}: ऑर्डर {number} डिलीवर हो गया है। {link}',
  cancelledSubject: 'ऑर्डर {number} कैंसल हो गया',
  cancelledHeading: 'आपका ऑर्डर {number} कैंसल हो गया है',
  cancelledReason: 'कारण: {reason}।',
  cancelledText: 'आपका ऑर्डर कैंसल हो गया है।',
  refundOnItsWay: '{amount} का रिफ़ंड आ रहा है: {timeline}।',
  nothingToRefund: 'कोई पैसा नहीं कटा, इसलिए कोई रिफ़ंड नहीं है।',
  cancelledSms: '{shop}: ऑर्डर {number} कैंसल हो गया है।',
  cancelledSmsRefund: '{shop}: ऑर्डर {number} कैंसल हो गया है। रिफ़ंड {amount}: {timeline}।',
  refundedSubject: 'ऑर्डर {number} के लिए {amount} का रिफ़ंड जारी',
  refundedHeading: 'आपका {amount} का रिफ़ंड जारी हो गया है',
  refundedSent: 'ऑर्डर {number} के लिए हमने {amount} आपके {method} में वापस भेज दिए हैं।',
  refundedReaches: 'यह {timeline} में आप तक पहुँचेगा।',
  refundedSms: '{shop}: ऑर्डर {number} का {amount} का रिफ़ंड जारी; {timeline} में पहुँचेगा।',
  returnUpdated: 'आपके रिटर्न अनुरोध में बदलाव हुआ है',
  returnHeadline: '{request}: {status}',
  returnSubject: '{headline} - ऑर्डर {number}',
  returnOrder: 'ऑर्डर {number}।',
  seeReturn: 'अपना रिटर्न देखें',
  returnSms: '{shop}: {headline} (ऑर्डर {number})। {link}',
  returnSmsText: '{shop}: {headline} (ऑर्डर {number})। {text} {link}',
  reviewSubject: 'आपका ऑर्डर {number} कैसा है? खरीदे सामान का रिव्यू लिखें',
  reviewHeading: 'आपको अपना ऑर्डर {number} कैसा लगा?',
  reviewHello: 'नमस्ते {name}, आपका ऑर्डर कुछ दिन पहले आप तक पहुँचा था।',
  reviewText:
    'दूसरे खरीदार खरीदने से पहले रिव्यू पढ़ते हैं: उन्हें बताएँ कि यह दिखने, छूने और फ़िटिंग में कैसा है। आपके रिव्यू पर वेरिफ़ाइड खरीदार का निशान होगा।',
  writeReview: 'रिव्यू लिखें',
  reviewSms: '{shop}: ऑर्डर {number} कैसा लगा? रिव्यू लिखें: {link}',
  footerSeller: '{legalName} ({tradeName}), {address}। GSTIN {gstin}।',
  footerCare: 'कस्टमर केयर: {phone}, {email}।',
  footerGrievance: 'शिकायत अधिकारी: {name}, {designation}, +91 {phone}, {email}।',
};

const CATALOGUES: Readonly<Record<Language, Readonly<Record<Key, string>>>> = { en, hi };

/** One message of the e-mails and SMS in `language`. */
export function notificationText(language: Language, key: Key, values: MessageValues = {}): string {
  return formatMessage(CATALOGUES[language][key], values, language);
}

/** The payment methods as the Hindi messages name them (English: PAYMENT_METHOD_LABELS). */
export const PAYMENT_METHOD_LABELS_HI: Readonly<Record<PaymentMethod, string>> = {
  CARD: 'क्रेडिट / डेबिट कार्ड',
  UPI: 'UPI',
  ONLINE: 'नेट बैंकिंग',
  COD: 'कैश ऑन डिलीवरी',
};

/** The return steps in Hindi (English: RETURN_STATUS_LABELS). */
export const RETURN_STATUS_LABELS_HI: Readonly<Record<ReturnStatus, string>> = {
  requested: 'अनुरोध किया गया',
  approved: 'मंज़ूर',
  rejected: 'अस्वीकार',
  cancelled: 'कैंसल',
  pickup_scheduled: 'पिकअप तय',
  picked_up: 'पिकअप हो गया',
  received: 'वेयरहाउस में मिल गया',
  qc_passed: 'क्वालिटी जाँच पास',
  qc_failed: 'क्वालिटी जाँच फ़ेल',
  refunded: 'रिफ़ंड हो गया',
  exchange_shipped: 'एक्सचेंज शिप हो गया',
};

/** The refund timelines of refundTimeline (contracts, spec §9) in Hindi. */
export const REFUND_TIMELINES_HI: Readonly<Record<string, string>> = {
  'N/A (Cash on Delivery)': 'लागू नहीं (कैश ऑन डिलीवरी)',
  '3-5 business days': '3-5 कामकाजी दिन',
  '5-7 business days': '5-7 कामकाजी दिन',
  '3-7 business days': '3-7 कामकाजी दिन',
};

/** Both catalogues, for the test that they have the same keys and placeholders. */
export const NOTIFICATION_CATALOGUES = CATALOGUES;
