import { formatMessage } from './format-message';
import type { Language } from './languages';

/**
 * The API's messages in Hindi (issue 19): the English text the API or a contracts schema
 * answers with -> its Hindi. A key with placeholders (`{label} is required`) matches a message
 * by pattern; each placeholder's value is itself looked up, so a field label ('Name'), a wait
 * ('30 seconds') or a piece such as '; you already have 2 in your cart' comes out in Hindi
 * too, while a product name or a code stays as it is. The test
 * (apps/api/src/plugins/api-messages.test.ts) reads every message from the source and fails if
 * one has no entry here.
 *
 * Not exported from the contracts index: it is the subpath '@shop/contracts/api-messages-hi',
 * so the storefront loads it only on Hindi pages, and only where a form shows zod's messages.
 */
export const API_MESSAGES_HI: Readonly<Record<string, string>> = {
  // Generic answers: the error helpers, the error handler, framework errors, rate limits.
  'Not found': 'नहीं मिला',
  'Please sign in to continue': 'आगे बढ़ने के लिए कृपया साइन इन करें',
  'You do not have access to this': 'आपको इसकी अनुमति नहीं है',
  'Unsupported content type: send the request body as application/json':
    'यह कंटेंट टाइप नहीं चलता: अनुरोध का बॉडी application/json में भेजें',
  'The request body does not match its Content-Length':
    'अनुरोध का बॉडी उसके Content-Length से मेल नहीं खाता',
  'The request body is too large': 'अनुरोध का बॉडी बहुत बड़ा है',
  "The request body is empty but Content-Type is 'application/json'":
    "अनुरोध का बॉडी खाली है, पर Content-Type 'application/json' है",
  'The request body is not valid JSON': 'अनुरोध का बॉडी सही JSON नहीं है',
  'Invalid value': 'यह मान सही नहीं है',
  'Invalid request': 'अनुरोध सही नहीं है',
  'Bad request': 'अनुरोध सही नहीं है',
  'Too many requests. Please wait a moment and try again.':
    'बहुत ज़्यादा अनुरोध। कृपया थोड़ी देर रुककर फिर कोशिश करें।',
  'The shop is temporarily unavailable. Please try again in a moment.':
    'शॉप अभी उपलब्ध नहीं है। कृपया थोड़ी देर में फिर कोशिश करें।',
  'Something went wrong on our side. Please try again.':
    'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  'The address is too long': 'यह पता (URL) बहुत लंबा है',
  'The address is not valid': 'यह पता (URL) सही नहीं है',
  'The request is malformed': 'अनुरोध सही रूप में नहीं है',
  'The shop is restarting. Please try again in a moment.':
    'शॉप दोबारा शुरू हो रही है। कृपया थोड़ी देर में फिर कोशिश करें।',
  'Route {method} {path} not found': 'रूट {method} {path} नहीं मिला',
  'Text may not contain NUL characters or unpaired surrogates':
    'टेक्स्ट में NUL कैरेक्टर या अधूरे सरोगेट नहीं हो सकते',
  'The database is not reachable': 'डेटाबेस से जुड़ नहीं पा रहे हैं',

  // Zod's own messages, for the few fields without a message of ours.
  'Invalid input': 'यह मान सही नहीं है',
  'Invalid input: expected {expected}, received {received}':
    'यह मान सही नहीं है: {expected} चाहिए, {received} मिला',
  'Invalid input: expected {expected}': 'यह मान सही नहीं है: {expected} चाहिए',
  'Invalid option: expected one of {options}': 'गलत विकल्प: इनमें से एक चुनें: {options}',
  'Too big: expected {origin} to have {limit} {unit}':
    'बहुत बड़ा: {origin} में {limit} {unit} ही हो सकते हैं',
  'Too big: expected {origin} to be {limit}': 'बहुत बड़ा: {origin} {limit} होना चाहिए',
  'Too small: expected {origin} to have {limit} {unit}':
    'बहुत छोटा: {origin} में {limit} {unit} होने चाहिए',
  'Too small: expected {origin} to be {limit}': 'बहुत छोटा: {origin} {limit} होना चाहिए',
  'Unrecognized key: {keys}': 'अनजान फ़ील्ड: {keys}',
  'Unrecognized keys: {keys}': 'अनजान फ़ील्ड: {keys}',
  'Invalid string: must match pattern {pattern}': 'गलत टेक्स्ट: पैटर्न {pattern} से मेल खाना चाहिए',
  'Invalid email address': 'ईमेल पता सही नहीं है',
  string: 'टेक्स्ट',
  number: 'संख्या',
  array: 'सूची',
  object: 'ऑब्जेक्ट',
  boolean: 'true या false',
  undefined: 'कुछ नहीं',
  characters: 'अक्षर',
  items: 'आइटम',

  // Order and return statuses, as the status messages above name them ('A shipped order ...',
  // 'A request that is pickup scheduled ...').
  pending: 'पेंडिंग',
  confirmed: 'कन्फ़र्म',
  processing: 'प्रोसेसिंग',
  shipped: 'शिप किया गया',
  delivered: 'डिलीवर किया गया',
  cancelled: 'कैंसल',
  requested: 'अनुरोध किया गया',
  approved: 'मंज़ूर',
  rejected: 'अस्वीकार',
  'pickup scheduled': 'पिकअप तय',
  'picked up': 'पिकअप हो गया',
  received: 'वेयरहाउस में मिला',
  'qc passed': 'क्वालिटी जाँच पास',
  'qc failed': 'क्वालिटी जाँच फ़ेल',
  refunded: 'रिफ़ंड हो गया',
  'exchange shipped': 'एक्सचेंज शिप किया गया',

  // Sign-in and the profile.
  'Please wait {wait} before requesting a new OTP': 'नया OTP माँगने से पहले कृपया {wait} रुकें',
  'Too many OTP requests. Please try again in {wait}.':
    'बहुत ज़्यादा OTP अनुरोध। कृपया {wait} बाद फिर कोशिश करें।',
  '{n} second': '{n} सेकंड',
  '{n} seconds': '{n} सेकंड',
  '{n} minute': '{n} मिनट',
  '{n} minutes': '{n} मिनट',
  '{n} hour': '{n} घंटे',
  '{n} hours': '{n} घंटे',
  'OTP sent successfully': 'OTP भेज दिया गया',
  'Failed to send OTP': 'OTP नहीं भेजा जा सका',
  'Invalid OTP': 'OTP गलत है',
  'Too many incorrect attempts. Please request a new OTP.':
    'बहुत ज़्यादा गलत कोशिशें। कृपया नया OTP माँगें।',
  'OTP has expired. Please request a new one.': 'OTP की समय-सीमा खत्म हो गई। कृपया नया OTP माँगें।',
  'Invalid OTP. {count} {attempts} left.': 'OTP गलत है। {count} {attempts} बाकी।',
  attempt: 'कोशिश',
  attempts: 'कोशिशें',
  'Logged out successfully': 'आप साइन आउट हो गए',
  'Session not found': 'सेशन नहीं मिला',
  'User not found': 'यूज़र नहीं मिला',
  'Please enter the OTP': 'कृपया OTP डालें',
  'Please complete your registration to continue': 'आगे बढ़ने के लिए कृपया रजिस्ट्रेशन पूरा करें',
  'Please enter a valid 10-digit mobile number': 'कृपया सही 10 अंकों का मोबाइल नंबर डालें',
  'Please enter your mobile number': 'कृपया अपना मोबाइल नंबर डालें',
  'Please enter a valid 10-digit Indian mobile number starting with 6-9, or use {phone} for testing':
    'कृपया 6-9 से शुरू होने वाला सही 10 अंकों का भारतीय मोबाइल नंबर डालें, या टेस्ट के लिए {phone} इस्तेमाल करें',
  'Please enter a valid 6-digit pincode': 'कृपया सही 6 अंकों का पिनकोड डालें',
  'Please enter a valid email address': 'कृपया सही ईमेल पता डालें',
  'Name is too long': 'नाम बहुत लंबा है',
  'Please enter your full name': 'कृपया अपना पूरा नाम डालें',

  // Addresses.
  'Address not found': 'पता नहीं मिला',
  'You can save up to {max} addresses. Please delete one to add another.':
    'आप ज़्यादा से ज़्यादा {max} पते सेव कर सकते हैं। नया जोड़ने के लिए कृपया एक पता हटाएँ।',
  '{label} is too long': '{label} बहुत लंबा है',
  'Name is required': 'नाम ज़रूरी है',
  'Address line 1 is required': 'पते की पहली लाइन ज़रूरी है',
  'City is required': 'शहर ज़रूरी है',
  'Choose a state or union territory of India': 'भारत का कोई राज्य या केंद्र शासित प्रदेश चुनें',
  'State is required': 'राज्य ज़रूरी है',
  'Address is required': 'पता ज़रूरी है',
  Address: 'पता',
  City: 'शहर',
  State: 'राज्य',

  // Cart, coupons, wishlist.
  'Cart item not found': 'कार्ट में यह आइटम नहीं मिला',
  'Product variant or size not available': 'यह वैरिएंट या साइज़ उपलब्ध नहीं है',
  '{what} is out of stock': '{what} स्टॉक में नहीं है',
  'Only {stock} of {what} available{held}': '{what} के सिर्फ़ {stock} उपलब्ध हैं{held}',
  '{name} (size {size})': '{name} (साइज़ {size})',
  '; you already have {count} in your cart': '; आपके कार्ट में पहले से {count} हैं',
  'Invalid coupon code': 'कूपन कोड गलत है',
  'This product is no longer available': 'यह प्रोडक्ट अब उपलब्ध नहीं है',
  'This coupon is no longer active': 'यह कूपन अब चालू नहीं है',
  'This coupon is not active yet': 'यह कूपन अभी चालू नहीं हुआ है',
  'This coupon has expired': 'इस कूपन की समय-सीमा खत्म हो गई है',
  'This coupon has reached its usage limit': 'यह कूपन अपनी इस्तेमाल की सीमा तक पहुँच गया है',
  'You have already used this coupon': 'आप यह कूपन पहले ही इस्तेमाल कर चुके हैं',
  'Add items to your cart before applying a coupon': 'कूपन लगाने से पहले कार्ट में आइटम जोड़ें',
  'Minimum order value for {code} is {amount}': '{code} के लिए कम से कम ऑर्डर वैल्यू {amount} है',
  'This product is not in your wishlist': 'यह प्रोडक्ट आपकी विशलिस्ट में नहीं है',
  'Invalid id': 'ID सही नहीं है',
  'Quantity must be greater than 0': 'मात्रा 0 से ज़्यादा होनी चाहिए',
  'Quantity must be a whole number': 'मात्रा पूरी संख्या होनी चाहिए',
  'Quantity must be a number': 'मात्रा संख्या होनी चाहिए',
  'Product ID is required': 'प्रोडक्ट ID ज़रूरी है',
  'Variant ID is required': 'वैरिएंट ID ज़रूरी है',
  'Size is required': 'साइज़ ज़रूरी है',
  'You can add at most {max} at a time': 'आप एक बार में ज़्यादा से ज़्यादा {max} जोड़ सकते हैं',
  'Quantity is too large': 'मात्रा बहुत ज़्यादा है',
  'Please enter a coupon code': 'कृपया कूपन कोड डालें',

  // Products, categories, search, delivery.
  'Product not found': 'प्रोडक्ट नहीं मिला',
  'Category not found': 'कैटेगरी नहीं मिली',
  'Sub-category not found': 'सब-कैटेगरी नहीं मिली',
  'Image not found': 'इमेज नहीं मिली',
  'Dispatch pincode {pincode} is not in the pincode directory':
    'डिस्पैच पिनकोड {pincode} पिनकोड सूची में नहीं है',
  'We could not find pincode {pincode}. Please check it.':
    'पिनकोड {pincode} नहीं मिला। कृपया इसे जाँचें।',
  'Pincode {pincode} is in {state}, not {other}. Please check the state or the pincode.':
    'पिनकोड {pincode} {state} में है, {other} में नहीं। कृपया राज्य या पिनकोड जाँचें।',
  'There is no sitemap file {file}': 'साइटमैप फ़ाइल {file} नहीं है',
  'Minimum rating must be a number from 1 to 5': 'न्यूनतम रेटिंग 1 से 5 तक की संख्या होनी चाहिए',
  'Limit must be one of {options}': 'लिमिट इनमें से एक होनी चाहिए: {options}',
  'Minimum price': 'न्यूनतम कीमत',
  'Maximum price': 'अधिकतम कीमत',
  '{label} cannot be negative': '{label} नेगेटिव नहीं हो सकता',
  'Search text is required': 'खोजने के लिए कुछ लिखें',
  'Product ID is too long': 'प्रोडक्ट ID बहुत लंबा है',
  'Product ID must not be empty': 'प्रोडक्ट ID खाली नहीं हो सकता',

  // Orders and payments.
  'Order not found': 'ऑर्डर नहीं मिला',
  'Razorpay payments are completed with POST /orders/{id}/payment':
    'Razorpay पेमेंट POST /orders/{id}/payment से पूरे होते हैं',
  'Please pay through Razorpay Checkout': 'कृपया Razorpay चेकआउट से पेमेंट करें',
  'This order has already been cancelled': 'यह ऑर्डर पहले ही कैंसल हो चुका है',
  'This order has been delivered and can no longer be cancelled':
    'यह ऑर्डर डिलीवर हो चुका है, अब कैंसल नहीं हो सकता',
  'This order has already been shipped and can no longer be cancelled':
    'यह ऑर्डर शिप हो चुका है, अब कैंसल नहीं हो सकता',
  'An order that is {status} cannot be cancelled': 'स्टेटस "{status}" वाला ऑर्डर कैंसल नहीं हो सकता',
  'Sorry, we do not deliver to {pincode}': 'माफ़ कीजिए, हम {pincode} पर डिलीवरी नहीं करते',
  'Cash on delivery is not available for this order': 'इस ऑर्डर के लिए कैश ऑन डिलीवरी उपलब्ध नहीं है',
  'Sorry, we do not deliver to {pincode} ({city}) yet':
    'माफ़ कीजिए, हम अभी {pincode} ({city}) पर डिलीवरी नहीं करते',
  'Cash on delivery is not available for pincode {pincode}':
    'पिनकोड {pincode} के लिए कैश ऑन डिलीवरी उपलब्ध नहीं है',
  'Cash on delivery is available only on orders up to {amount}':
    'कैश ऑन डिलीवरी सिर्फ़ {amount} तक के ऑर्डर पर उपलब्ध है',
  'Cash on delivery is not available on your account because earlier cash-on-delivery orders were refused at delivery':
    'आपके अकाउंट पर कैश ऑन डिलीवरी उपलब्ध नहीं है, क्योंकि पहले कैश ऑन डिलीवरी वाले ऑर्डर डिलीवरी के समय लेने से मना किए गए थे',
  'This order is {status}; its status can no longer change':
    'इस ऑर्डर का स्टेटस "{status}" है; अब यह नहीं बदल सकता',
  'A {from} order cannot be marked {to}': 'स्टेटस "{from}" वाले ऑर्डर को "{to}" मार्क नहीं किया जा सकता',
  'This order cannot be confirmed before it is paid': 'पेमेंट से पहले यह ऑर्डर कन्फ़र्म नहीं हो सकता',
  'Carrier and tracking number are required to ship an order':
    'ऑर्डर शिप करने के लिए कूरियर और ट्रैकिंग नंबर ज़रूरी हैं',
  'Cash on delivery orders are paid on delivery': 'कैश ऑन डिलीवरी ऑर्डर का पेमेंट डिलीवरी पर होता है',
  'This order has already been paid': 'इस ऑर्डर का पेमेंट पहले ही हो चुका है',
  'This order can no longer be paid': 'इस ऑर्डर का पेमेंट अब नहीं हो सकता',
  'The time to pay for this order has passed. Please place the order again.':
    'इस ऑर्डर के पेमेंट का समय निकल गया। कृपया ऑर्डर फिर से करें।',
  'Your cart has changed since this page showed its total. Please check the new total before placing the order.':
    'यह कुल रकम दिखाने के बाद आपकी कार्ट बदल गई है। ऑर्डर देने से पहले नई कुल रकम देख लें।',
  'This Idempotency-Key was already used for a different order':
    'यह Idempotency-Key किसी दूसरे ऑर्डर के लिए इस्तेमाल हो चुकी है',
  'This order is already being placed': 'यह ऑर्डर पहले से प्लेस हो रहा है',
  'Your cart is empty. Add items before placing an order.':
    'आपका कार्ट खाली है। ऑर्डर करने से पहले आइटम जोड़ें।',
  '{name} is no longer available. Please remove it from your cart.':
    '{name} अब उपलब्ध नहीं है। कृपया इसे कार्ट से हटाएँ।',
  'Only {stock} of {name} left in stock': '{name} के सिर्फ़ {stock} स्टॉक में बचे हैं',
  'Only a shipped cash-on-delivery order can be marked refused at delivery':
    'सिर्फ़ शिप हुए कैश ऑन डिलीवरी ऑर्डर को ही डिलीवरी पर मना किया गया मार्क किया जा सकता है',
  'This order is not waiting for its parcel to come back':
    'यह ऑर्डर अपने पार्सल के वापस आने का इंतज़ार नहीं कर रहा',
  'The payment was declined': 'पेमेंट अस्वीकार हो गया',
  'The payment failed': 'पेमेंट नहीं हो सका',
  'Your card was declined. Please try another card or payment method.':
    'आपका कार्ड अस्वीकार हो गया। कृपया कोई दूसरा कार्ड या पेमेंट का तरीका आज़माएँ।',
  'Your card has insufficient funds. Please try another card or payment method.':
    'आपके कार्ड में पर्याप्त बैलेंस नहीं है। कृपया कोई दूसरा कार्ड या पेमेंट का तरीका आज़माएँ।',
  'UPI payment failed: the request was declined in the UPI app':
    'UPI पेमेंट नहीं हो सका: UPI ऐप में अनुरोध अस्वीकार कर दिया गया',
  'Invalid card number': 'कार्ड नंबर सही नहीं है',
  'Your card has expired': 'आपके कार्ड की अवधि खत्म हो चुकी है',
  'Incorrect CVV': 'CVV गलत है',
  'This shop takes payment details directly': 'यह शॉप पेमेंट की जानकारी सीधे लेती है',
  'Invalid webhook signature': 'वेबहुक सिग्नेचर गलत है',
  'The webhook body is not valid JSON': 'वेबहुक बॉडी सही JSON नहीं है',
  'The payment gateway is not reachable. Please try again.':
    'पेमेंट गेटवे से जुड़ नहीं पा रहे हैं। कृपया फिर कोशिश करें।',
  'The payment could not be verified': 'पेमेंट की पुष्टि नहीं हो सकी',
  'A refund must be a positive amount of paise': 'रिफ़ंड पैसे की धनात्मक राशि होनी चाहिए',
  'Razorpay payments are not enabled on this shop': 'इस शॉप पर Razorpay पेमेंट चालू नहीं हैं',
  'Please complete payment information: Card number, expiry date, CVV, and cardholder name are required':
    'कृपया पेमेंट की जानकारी पूरी करें: कार्ड नंबर, एक्सपायरी डेट, CVV और कार्डधारक का नाम ज़रूरी हैं',
  'Valid UPI ID is required': 'सही UPI ID ज़रूरी है',
  'Please select a bank': 'कृपया बैंक चुनें',
  'Please enter a valid card number': 'कृपया सही कार्ड नंबर डालें',
  'Expiry date must be MM/YY': 'एक्सपायरी डेट MM/YY में होनी चाहिए',
  'CVV must be 3 digits': 'CVV 3 अंकों का होना चाहिए',
  'Please choose a payment method': 'कृपया पेमेंट का तरीका चुनें',
  'Cash on delivery needs no payment details': 'कैश ऑन डिलीवरी के लिए पेमेंट की जानकारी नहीं चाहिए',
  'Payment details do not match the payment method': 'पेमेंट की जानकारी पेमेंट के तरीके से मेल नहीं खाती',
  'Unknown order status': 'अनजान ऑर्डर स्टेटस',
  'Please select a cancellation reason': 'कृपया कैंसल करने का कारण चुनें',
  'Say whether the shop or the shopper asked to cancel': 'बताएँ कि रद्द करने को शॉप ने कहा या ग्राहक ने',
  'Please give a reason for cancelling': 'कृपया कैंसल करने का कारण बताएँ',
  'Reason is too long': 'कारण बहुत लंबा है',
  'Note is too long': 'नोट बहुत लंबा है',

  // Invoices.
  'This return has no credit note: it is issued when an invoiced order is refunded.':
    'इस रिटर्न का क्रेडिट नोट नहीं है: यह इनवॉइस वाले ऑर्डर का रिफ़ंड होने पर बनता है।',
  'The tax invoice is available once your order has shipped.':
    'टैक्स इनवॉइस आपका ऑर्डर शिप होने के बाद मिलेगा।',
  'This order has no credit note: it was not cancelled after it was invoiced.':
    'इस ऑर्डर का क्रेडिट नोट नहीं है: यह इनवॉइस बनने के बाद कैंसल नहीं हुआ था।',

  // Returns and exchanges.
  'A request that is {from} cannot be moved to {to}':
    'स्टेटस "{from}" वाले अनुरोध को "{to}" पर नहीं ले जा सकते',
  'Say why the request is rejected': 'बताएँ कि अनुरोध क्यों अस्वीकार किया गया',
  'Choose the pickup date': 'पिकअप की तारीख चुनें',
  'The pickup date cannot be in the past': 'पिकअप की तारीख बीती हुई नहीं हो सकती',
  'Choose a pickup date within {days} days': 'पिकअप की तारीख {days} दिनों के अंदर चुनें',
  'Say what the quality check found': 'बताएँ कि क्वालिटी जाँच में क्या मिला',
  'An exchange is shipped, not refunded': 'एक्सचेंज शिप होता है, उसका रिफ़ंड नहीं होता',
  'This order has no completed online payment to refund':
    'इस ऑर्डर का कोई पूरा हुआ ऑनलाइन पेमेंट नहीं है जिसका रिफ़ंड हो',
  'A return is refunded, not exchanged': 'रिटर्न का रिफ़ंड होता है, एक्सचेंज नहीं',
  'Carrier and tracking number are needed to ship the exchange':
    'एक्सचेंज शिप करने के लिए कूरियर और ट्रैकिंग नंबर चाहिए',
  "Enter the courier's name": 'कूरियर का नाम लिखें',
  "The courier's name must be at most 60 characters":
    'कूरियर का नाम ज़्यादा से ज़्यादा 60 अक्षरों का हो सकता है',
  'Enter the tracking number': 'ट्रैकिंग नंबर लिखें',
  'Enter the tracking number (at least 4 characters)': 'ट्रैकिंग नंबर लिखें (कम से कम 4 अक्षर)',
  'The tracking number must be at most 60 characters':
    'ट्रैकिंग नंबर ज़्यादा से ज़्यादा 60 अक्षरों का हो सकता है',
  'Enter the transfer reference (UTR) of the payout': 'भुगतान का ट्रांसफ़र रेफ़रेंस (UTR) लिखें',
  'The transfer reference (UTR) must be at least 4 characters':
    'ट्रांसफ़र रेफ़रेंस (UTR) कम से कम 4 अक्षरों का होना चाहिए',
  'The transfer reference must be at most 60 characters':
    'ट्रांसफ़र रेफ़रेंस ज़्यादा से ज़्यादा 60 अक्षरों का हो सकता है',
  'The note must be at most 200 characters': 'नोट ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है',
  'This request has just changed: reload it': 'यह अनुरोध अभी बदला है: इसे फिर से लोड करें',
  'Return request not found': 'रिटर्न अनुरोध नहीं मिला',
  'This order was paid online: the refund goes back to the same card, UPI or bank':
    'इस ऑर्डर का पेमेंट ऑनलाइन हुआ था: रिफ़ंड उसी कार्ड, UPI या बैंक में जाएगा',
  'This order was paid in cash: tell us a UPI id or a bank account for the refund':
    'इस ऑर्डर का पेमेंट कैश में हुआ था: रिफ़ंड के लिए UPI ID या बैंक खाता बताएँ',
  'Ask for returns and exchanges in separate requests': 'रिटर्न और एक्सचेंज के लिए अलग-अलग अनुरोध करें',
  'That photo was not found: upload it again': 'वह फ़ोटो नहीं मिली: उसे फिर से अपलोड करें',
  'Choose one of your saved addresses for the pickup': 'पिकअप के लिए अपना कोई सेव किया पता चुनें',
  'Returns and exchanges open once the order is delivered':
    'ऑर्डर डिलीवर होने के बाद रिटर्न और एक्सचेंज खुलते हैं',
  'The {days}-day return window of this order ended on {date}':
    'इस ऑर्डर की {days} दिन की रिटर्न अवधि {date} को खत्म हो गई',
  'That item is not in this order': 'वह आइटम इस ऑर्डर में नहीं है',
  '{name} cannot be returned or exchanged': '{name} का रिटर्न या एक्सचेंज नहीं हो सकता',
  'Only {count} of {name} (size {size}) can still be returned or exchanged':
    '{name} (साइज़ {size}) के सिर्फ़ {count} का ही रिटर्न या एक्सचेंज अभी हो सकता है',
  '{name} (size {size}) has already been returned or exchanged':
    '{name} (साइज़ {size}) का रिटर्न या एक्सचेंज पहले ही हो चुका है',
  'A return has no size to exchange for': 'रिटर्न में बदलने के लिए कोई साइज़ नहीं होता',
  'Choose another size of {name} in the same colour': '{name} का उसी रंग में दूसरा साइज़ चुनें',
  'Size {size} of {name} sells at another price: exchange for a size at the same price, or return it':
    '{name} का साइज़ {size} दूसरी क़ीमत पर बिकता है: उसी क़ीमत वाला साइज़ लें, या इसे लौटाएँ',
  'Only {count} left in the size you chose: exchange fewer units or another size':
    'आपके चुने साइज़ में सिर्फ़ {count} बचे हैं: कम यूनिट या दूसरा साइज़ एक्सचेंज करें',
  'The size you chose is out of stock: choose another size or a return':
    'आपका चुना साइज़ स्टॉक में नहीं है: दूसरा साइज़ या रिटर्न चुनें',
  'This request is already cancelled': 'यह अनुरोध पहले ही कैंसल हो चुका है',
  'This request can no longer be cancelled: it has been picked up or closed':
    'यह अनुरोध अब कैंसल नहीं हो सकता: पिकअप हो चुका है या बंद हो गया है',
  'Upload the photo first, then add it': 'पहले फ़ोटो अपलोड करें, फिर जोड़ें',
  'Choose an item': 'एक आइटम चुनें',
  'Return at least 1 unit': 'कम से कम 1 यूनिट रिटर्न करें',
  'Choose return or exchange': 'रिटर्न या एक्सचेंज चुनें',
  'Enter a valid UPI id, like name@okaxis': 'सही UPI ID डालें, जैसे name@okaxis',
  'The account numbers do not match': 'खाता नंबर मेल नहीं खाते',
  'The name can be at most 100 characters': 'नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है',
  "Enter the account holder's name": 'खाताधारक का नाम डालें',
  'Enter an account number of 9 to 18 digits': '9 से 18 अंकों का खाता नंबर डालें',
  'Enter a valid IFSC, like SBIN0001234': 'सही IFSC डालें, जैसे SBIN0001234',
  'Choose UPI or bank account for the refund': 'रिफ़ंड के लिए UPI या बैंक खाता चुनें',
  'Too many items': 'बहुत ज़्यादा आइटम',
  'Choose at least one item': 'कम से कम एक आइटम चुनें',
  'Choose the items to return': 'रिटर्न करने के आइटम चुनें',
  'Choose a reason': 'कारण चुनें',
  'Comments can be at most {max} characters': 'टिप्पणी ज़्यादा से ज़्यादा {max} अक्षरों की हो सकती है',
  'Add at most {max} photos': 'ज़्यादा से ज़्यादा {max} फ़ोटो जोड़ें',
  'Unknown status': 'अनजान स्टेटस',
  'Kind is return or exchange': 'प्रकार रिटर्न या एक्सचेंज होना चाहिए',
  'Unknown step': 'अनजान चरण',
  'At most {max} characters': 'ज़्यादा से ज़्यादा {max} अक्षर',
  'Pickup date must be a date (YYYY-MM-DD)': 'पिकअप की तारीख (YYYY-MM-DD) होनी चाहिए',
  'nonReturnable must be true or false': 'nonReturnable true या false होना चाहिए',

  // Reviews.
  'Review not found': 'रिव्यू नहीं मिला',
  'Fit is asked only for clothing and footwear': 'फ़िट सिर्फ़ कपड़ों और फ़ुटवियर के लिए पूछा जाता है',
  'You have already reviewed this product: edit your review instead':
    'आप इस प्रोडक्ट का रिव्यू पहले ही लिख चुके हैं: उसी को बदलें',
  'You cannot vote on your own review': 'आप अपने ही रिव्यू पर वोट नहीं कर सकते',
  'Only buyers who received this product can review it':
    'जिन खरीदारों को यह प्रोडक्ट मिला है, वही इसका रिव्यू लिख सकते हैं',
  'Choose a rating from 1 to 5 stars': '1 से 5 स्टार तक रेटिंग चुनें',
  'The title can be at most {max} characters': 'शीर्षक ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है',
  'The review can be at most {max} characters': 'रिव्यू ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है',
  'Choose runs small, true to size or runs large': 'छोटा, सही साइज़ या बड़ा में से चुनें',
  'Limit must be at most 50': 'लिमिट ज़्यादा से ज़्यादा 50 हो सकती है',
  'Sort must be one of {options}': 'क्रम इनमें से एक होना चाहिए: {options}',
  'Rating must be a number from 1 to 5': 'रेटिंग 1 से 5 तक की संख्या होनी चाहिए',
  'The reason can be at most 500 characters': 'कारण ज़्यादा से ज़्यादा 500 अक्षरों का हो सकता है',
  'Queue must be one of {options}': 'कतार इनमें से एक होनी चाहिए: {options}',
  'Give a reason for hiding the review': 'रिव्यू छिपाने का कारण बताएँ',
  'Choose publish or hide': 'पब्लिश या छिपाएँ चुनें',
  'The reply can be at most 1000 characters': 'जवाब ज़्यादा से ज़्यादा 1000 अक्षरों का हो सकता है',
  'Write a reply': 'जवाब लिखें',
  'Pre-moderation must be on or off': 'प्री-मॉडरेशन चालू या बंद होना चाहिए',

  // The back office: products, variants, stock, categories, banners, coupons, uploads.
  'A category with this slug already exists': 'इस स्लग वाली कैटेगरी पहले से है',
  'Parent category not found': 'पैरेंट कैटेगरी नहीं मिली',
  'This category is now in use: deactivate it instead': 'यह कैटेगरी अब इस्तेमाल में है: इसे बंद कर दें',
  "Made in {country}: give the importer's name and address":
    '{country} में बना: इंपोर्टर का नाम और पता दें',
  'A category cannot be moved under itself or one of its sub-categories':
    'कैटेगरी को खुद के या अपनी किसी सब-कैटेगरी के नीचे नहीं ले जा सकते',
  'The sub-category must belong to the category': 'सब-कैटेगरी उसी कैटेगरी की होनी चाहिए',
  'Choose a category': 'कैटेगरी चुनें',
  'Choose a sub-category, or none': 'सब-कैटेगरी चुनें, या कोई नहीं',
  'Synonym group not found': 'समानार्थी शब्दों का समूह नहीं मिला',
  'Variant not found': 'वैरिएंट नहीं मिला',
  'This product already has a {colour} {size} variant':
    'इस प्रोडक्ट का {colour} {size} वैरिएंट पहले से है',
  'Another variant has this colour and size': 'किसी दूसरे वैरिएंट का यही रंग और साइज़ है',
  'Add at least one active variant (size, price and stock) to put the product on sale, or save it as inactive':
    'प्रोडक्ट को बिक्री पर लाने के लिए कम से कम एक चालू वैरिएंट (साइज़, कीमत और स्टॉक) जोड़ें, या इसे बंद के रूप में सेव करें',
  'MRP must be at least the price (₹{price})': 'MRP कम से कम कीमत (₹{price}) जितना होना चाहिए',
  'Stock cannot go below 0: {stock} in stock, change of {change} refused':
    'स्टॉक 0 से कम नहीं हो सकता: स्टॉक में {stock}, {change} का बदलाव मना किया गया',
  'Stock cannot go above {max}: {stock} in stock, change of {change} refused':
    'स्टॉक {max} से ज़्यादा नहीं हो सकता: स्टॉक में {stock}, {change} का बदलाव मना किया गया',
  'Coupon not found': 'कूपन नहीं मिला',
  'A coupon with this code already exists': 'इस कोड वाला कूपन पहले से है',
  'A synonym group with these words already exists': 'इन शब्दों वाला पर्याय समूह पहले से है',
  'Usage limit is below the uses so far': 'इस्तेमाल की सीमा अब तक के इस्तेमाल से कम है',
  'A percentage cannot exceed 100': 'प्रतिशत 100 से ज़्यादा नहीं हो सकता',
  'End must be after start': 'अंत, शुरुआत के बाद होना चाहिए',
  'Usage limit cannot be below the {count} uses so far':
    'इस्तेमाल की सीमा अब तक के {count} इस्तेमाल से कम नहीं हो सकती',
  'Banner not found': 'बैनर नहीं मिला',
  'Banner not found: {ids}': 'बैनर नहीं मिला: {ids}',
  'The image is too large: at most {size}': 'इमेज बहुत बड़ी है: ज़्यादा से ज़्यादा {size}',
  'Send the image as multipart/form-data in the field "{field}"':
    'इमेज multipart/form-data में "{field}" फ़ील्ड में भेजें',
  'Choose an image to upload': 'अपलोड करने के लिए इमेज चुनें',
  'Only {types} images can be uploaded': 'सिर्फ़ {types} इमेज अपलोड हो सकती हैं',
  'The image could not be read': 'इमेज पढ़ी नहीं जा सकी',
  'Entity is too long': 'एंटिटी बहुत लंबी है',
  'Order is too large': 'क्रम बहुत बड़ा है',
  'Order cannot be negative': 'क्रम नेगेटिव नहीं हो सकता',
  'Order must be a whole number': 'क्रम पूरी संख्या होना चाहिए',
  'Order must be a number': 'क्रम संख्या होना चाहिए',
  Title: 'शीर्षक',
  Subtitle: 'उपशीर्षक',
  Description: 'विवरण',
  Image: 'इमेज',
  Link: 'लिंक',
  'Button text': 'बटन का टेक्स्ट',
  'Display type must be carousel, category-card or both':
    'डिस्प्ले टाइप carousel, category-card या both होना चाहिए',
  'isActive must be true or false': 'isActive true या false होना चाहिए',
  'Nothing to update': 'बदलने को कुछ नहीं है',
  'A banner is listed twice': 'एक बैनर दो बार दिया गया है',
  'bannerOrders lists too many banners': 'bannerOrders में बहुत ज़्यादा बैनर हैं',
  'bannerOrders must list at least one banner': 'bannerOrders में कम से कम एक बैनर होना चाहिए',
  'bannerOrders must be a list of { id, order }': 'bannerOrders { id, order } की सूची होनी चाहिए',
  'Slug must be at most 100 characters': 'स्लग ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है',
  'Slug may use a-z, 0-9 and single hyphens': 'स्लग में a-z, 0-9 और अकेले हाइफ़न ही हो सकते हैं',
  Name: 'नाम',
  'Sort order is too large': 'क्रम बहुत बड़ा है',
  'Sort order cannot be negative': 'क्रम नेगेटिव नहीं हो सकता',
  'Sort order must be a whole number': 'क्रम पूरी संख्या होना चाहिए',
  'Sort order must be a number': 'क्रम संख्या होना चाहिए',
  'Page is too large': 'पेज नंबर बहुत बड़ा है',
  'Page must be 1 or more': 'पेज नंबर 1 या ज़्यादा होना चाहिए',
  'Page must be a whole number': 'पेज नंबर पूरी संख्या होना चाहिए',
  'Page must be a number': 'पेज नंबर संख्या होना चाहिए',
  'Limit must be at most {max}': 'लिमिट ज़्यादा से ज़्यादा {max} हो सकती है',
  'Limit must be 1 or more': 'लिमिट 1 या ज़्यादा होनी चाहिए',
  'Limit must be a whole number': 'लिमिट पूरी संख्या होनी चाहिए',
  'Limit must be a number': 'लिमिट संख्या होनी चाहिए',
  'Must be true or false': 'true या false होना चाहिए',
  '{label} must not start with // or /\\: give a path on this shop (like /products) or a full https:// address':
    '{label} // या /\\ से शुरू नहीं हो सकता: इस शॉप का कोई पाथ (जैसे /products) या पूरा https:// पता दें',
  '{label} must be a path starting with / or an http(s) address':
    '{label} / से शुरू होने वाला पाथ या http(s) पता होना चाहिए',
  '{label} must be a path starting with / or an https address':
    '{label} / से शुरू होने वाला पाथ या https पता होना चाहिए',
  '{label} is required': '{label} ज़रूरी है',
  '{label} must be at most {max} characters': '{label} ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है',
  'Must be a date and time': 'तारीख और समय होना चाहिए',
  'Search text is too long': 'खोज का टेक्स्ट बहुत लंबा है',
  '{label} is too large': '{label} बहुत बड़ा है',
  '{label} must be at least 1': '{label} कम से कम 1 होना चाहिए',
  '{label} must be a whole number': '{label} पूरी संख्या होनी चाहिए',
  '{label} must be a number': '{label} संख्या होनी चाहिए',
  'Code must be 3 to 40 letters, digits, _ or -': 'कोड में 3 से 40 अक्षर, अंक, _ या - होने चाहिए',
  'Code is required': 'कोड ज़रूरी है',
  'Description must be at most 300 characters': 'विवरण ज़्यादा से ज़्यादा 300 अक्षरों का हो सकता है',
  'Type must be percentage or flat': 'टाइप percentage या flat होना चाहिए',
  Value: 'वैल्यू',
  'Maximum discount': 'अधिकतम छूट',
  'Minimum order value is too large': 'न्यूनतम ऑर्डर वैल्यू बहुत बड़ी है',
  'Minimum order value cannot be negative': 'न्यूनतम ऑर्डर वैल्यू नेगेटिव नहीं हो सकती',
  'Minimum order value must be a whole number': 'न्यूनतम ऑर्डर वैल्यू पूरी संख्या होनी चाहिए',
  'Minimum order value must be a number': 'न्यूनतम ऑर्डर वैल्यू संख्या होनी चाहिए',
  'Usage limit': 'इस्तेमाल की सीमा',
  'Per-user limit': 'हर यूज़र की सीमा',
  'GST rate must be one of {rates}': 'GST दर इनमें से एक होनी चाहिए: {rates}',
  'GST rate must be a number': 'GST दर संख्या होनी चाहिए',
  'Give both the higher rate and its threshold, or neither':
    'ऊँची दर और उसकी सीमा दोनों दें, या दोनों में से कोई नहीं',
  'HSN code must be 4, 6 or 8 digits': 'HSN कोड 4, 6 या 8 अंकों का होना चाहिए',
  'HSN code is required': 'HSN कोड ज़रूरी है',
  'Threshold is too large': 'सीमा बहुत बड़ी है',
  'Threshold must be at least 1': 'सीमा कम से कम 1 होनी चाहिए',
  'Threshold must be whole rupees': 'सीमा पूरे रुपयों में होनी चाहिए',
  'Threshold must be a number': 'सीमा संख्या होनी चाहिए',
  'At most {max} {label}s': 'ज़्यादा से ज़्यादा {max} {label}',
  '{label}s must be a list': '{label} की सूची होनी चाहिए',
  'Description must be at most 5000 characters': 'विवरण ज़्यादा से ज़्यादा 5000 अक्षरों का हो सकता है',
  Brand: 'ब्रांड',
  'At most 20 images': 'ज़्यादा से ज़्यादा 20 इमेज',
  Fabric: 'फ़ैब्रिक',
  Fit: 'फ़िट',
  Material: 'मटीरियल',
  'Wash care': 'धुलाई की देखभाल',
  Tag: 'टैग',
  'isFeatured must be true or false': 'isFeatured true या false होना चाहिए',
  'isTrending must be true or false': 'isTrending true या false होना चाहिए',
  'Display filter': 'डिस्प्ले फ़िल्टर',
  'At most {max} variants': 'ज़्यादा से ज़्यादा {max} वैरिएंट',
  'Use letters, digits, spaces and hyphens only': 'सिर्फ़ अक्षर, अंक, स्पेस और हाइफ़न इस्तेमाल करें',
  'Each word must be 40 characters or less': 'हर शब्द 40 अक्षर या उससे छोटा होना चाहिए',
  'Each word must have at least 2 characters': 'हर शब्द में कम से कम 2 अक्षर होने चाहिए',
  'Each word only once': 'हर शब्द सिर्फ़ एक बार',
  'At most 20 words in one group': 'एक समूह में ज़्यादा से ज़्यादा 20 शब्द',
  'Give at least two words that mean the same': 'एक ही मतलब वाले कम से कम दो शब्द दें',
  '{label} must be at least ₹1': '{label} कम से कम ₹1 होना चाहिए',
  '{label} must be a whole number of rupees': '{label} पूरे रुपयों में होना चाहिए',
  Colour: 'रंग',
  'Colour code must look like #1a2b3c': 'रंग का कोड #1a2b3c जैसा होना चाहिए',
  'Colour code is required': 'रंग का कोड ज़रूरी है',
  Size: 'साइज़',
  Price: 'कीमत',
  MRP: 'MRP',
  'Stock is too large': 'स्टॉक बहुत बड़ा है',
  'Stock cannot be negative': 'स्टॉक नेगेटिव नहीं हो सकता',
  'Stock must be a whole number': 'स्टॉक पूरी संख्या होना चाहिए',
  'Stock must be a number': 'स्टॉक संख्या होना चाहिए',
  'MRP must be at least the price': 'MRP कम से कम कीमत जितना होना चाहिए',
  'Change cannot be 0': 'बदलाव 0 नहीं हो सकता',
  'Change is too large': 'बदलाव बहुत बड़ा है',
  'Change must be a whole number': 'बदलाव पूरी संख्या होना चाहिए',
  'Change must be a number': 'बदलाव संख्या होना चाहिए',
  Reason: 'कारण',
  '{label}: at most 30 days': '{label}: ज़्यादा से ज़्यादा 30 दिन',
  '{label}: at least 1 day': '{label}: कम से कम 1 दिन',
  '{label}: days must be a whole number': '{label}: दिन पूरी संख्या होने चाहिए',
  '{label}: days must be a number': '{label}: दिन संख्या होने चाहिए',
  '{label}: at most {max} pincodes': '{label}: ज़्यादा से ज़्यादा {max} पिनकोड',
  '{label} must be a list of pincodes': '{label} पिनकोड की सूची होनी चाहिए',
  'Maximum COD order value is too large': 'COD की अधिकतम ऑर्डर वैल्यू बहुत बड़ी है',
  'Maximum COD order value must be at least ₹1': 'COD की अधिकतम ऑर्डर वैल्यू कम से कम ₹1 होनी चाहिए',
  'Maximum COD order value must be whole rupees': 'COD की अधिकतम ऑर्डर वैल्यू पूरे रुपयों में होनी चाहिए',
  'Maximum COD order value must be a number': 'COD की अधिकतम ऑर्डर वैल्यू संख्या होनी चाहिए',
  'Pincodes without COD': 'बिना COD वाले पिनकोड',
  'COD fee must be at most ₹1,000': 'COD फ़ीस ज़्यादा से ज़्यादा ₹1,000 हो सकती है',
  'COD fee cannot be negative': 'COD फ़ीस नेगेटिव नहीं हो सकती',
  'COD fee must be whole rupees': 'COD फ़ीस पूरे रुपयों में होनी चाहिए',
  'COD fee must be a number': 'COD फ़ीस संख्या होनी चाहिए',
  'Refused deliveries limit must be at most 20':
    'मना की गई डिलीवरी की सीमा ज़्यादा से ज़्यादा 20 हो सकती है',
  'Refused deliveries limit must be at least 1': 'मना की गई डिलीवरी की सीमा कम से कम 1 होनी चाहिए',
  'Refused deliveries limit must be a whole number':
    'मना की गई डिलीवरी की सीमा पूरी संख्या होनी चाहिए',
  'Refused deliveries limit must be a number': 'मना की गई डिलीवरी की सीमा संख्या होनी चाहिए',
  'At least one dispatch pincode is required': 'कम से कम एक डिस्पैच पिनकोड ज़रूरी है',
  'Dispatch pincodes': 'डिस्पैच पिनकोड',
  'Cut-off time must be HH:MM (24-hour, India time)':
    'कट-ऑफ़ समय HH:MM (24 घंटे, भारतीय समय) में होना चाहिए',
  'Cut-off time is required': 'कट-ऑफ़ समय ज़रूरी है',
  'At least one dispatch day is required': 'कम से कम एक डिस्पैच दिन ज़रूरी है',
  'Dispatch days must be a list of weekdays': 'डिस्पैच दिन हफ़्ते के दिनों की सूची होने चाहिए',
  'Unknown weekday': 'अनजान दिन',
  'Same city': 'उसी शहर में',
  'Same state': 'उसी राज्य में',
  'Metro to metro': 'मेट्रो से मेट्रो',
  'Rest of India': 'बाकी भारत',
  'Remote areas': 'दूर-दराज़ के इलाके',
  'Non-serviceable pincodes': 'जहाँ डिलीवरी नहीं होती वे पिनकोड',
  'Country of origin': 'मूल देश',
  'Manufacturer name and address': 'निर्माता का नाम और पता',
  'Packer name and address': 'पैकर का नाम और पता',
  'Importer name and address': 'इंपोर्टर का नाम और पता',
  'Net quantity': 'कुल मात्रा',
  'Customer care details': 'कस्टमर केयर की जानकारी',
  '{label} must be a date (YYYY-MM-DD)': '{label} तारीख (YYYY-MM-DD) होनी चाहिए',
  'To cannot be before From': '"तक" की तारीख "से" की तारीख से पहले नहीं हो सकती',
  'Unknown payment status': 'अनजान पेमेंट स्टेटस',
  'Unknown payment method': 'अनजान पेमेंट तरीका',
  From: 'से',
  To: 'तक',
  'Status must be confirmed, processing, shipped or delivered':
    'स्टेटस confirmed, processing, shipped या delivered होना चाहिए',
  Carrier: 'कूरियर',
  'Tracking number': 'ट्रैकिंग नंबर',
  Location: 'जगह',
  Note: 'नोट',
  'Carrier is required to ship': 'शिप करने के लिए कूरियर ज़रूरी है',
  'Tracking number is required to ship': 'शिप करने के लिए ट्रैकिंग नंबर ज़रूरी है',
  'GSTIN check character does not match': 'GSTIN का चेक अक्षर मेल नहीं खाता',
  'GSTIN must be 15 characters: state code, PAN, entity number, Z, check':
    'GSTIN 15 अक्षरों का होना चाहिए: राज्य कोड, PAN, एंटिटी नंबर, Z, चेक',
  'GSTIN is required': 'GSTIN ज़रूरी है',
  'Legal name': 'कानूनी नाम',
  'Trade name': 'व्यापारिक नाम',
  'Address line 1': 'पते की पहली लाइन',
  'Address line 2 must be at most 200 characters':
    'पते की दूसरी लाइन ज़्यादा से ज़्यादा 200 अक्षरों की हो सकती है',
  'State must be an Indian state or union territory':
    'राज्य कोई भारतीय राज्य या केंद्र शासित प्रदेश होना चाहिए',
  'Support phone must be a phone number': 'सपोर्ट फ़ोन एक फ़ोन नंबर होना चाहिए',
  'Support phone': 'सपोर्ट फ़ोन',
  'Support e-mail': 'सपोर्ट ईमेल',
  'Grievance officer name': 'शिकायत अधिकारी का नाम',
  'Grievance officer designation': 'शिकायत अधिकारी का पद',
  'Grievance officer e-mail': 'शिकायत अधिकारी का ईमेल',
  'GSTIN must start with {code}, the code of {state}':
    'GSTIN {code} से शुरू होना चाहिए, जो {state} का कोड है',
  'Hindi {label}': 'हिन्दी {label}',

  // The histories of an order and of a return: written in English when they happen, answered in
  // the reader's language (order-events.ts localises them on the way out).
  'Order placed; awaiting payment': 'ऑर्डर दिया गया; पेमेंट का इंतज़ार है',
  'Order placed (Cash on Delivery)': 'ऑर्डर दिया गया (कैश ऑन डिलीवरी)',
  'Payment received; order confirmed': 'पेमेंट मिल गया; ऑर्डर कन्फ़र्म हो गया',
  'Cancelled: payment was not completed in time': 'रद्द: पेमेंट समय पर पूरा नहीं हुआ',
  'Order cancelled: {reason}': 'ऑर्डर रद्द: {reason}',
  'Cancelled by the shop: {reason}': 'शॉप ने ऑर्डर रद्द किया: {reason}',
  'Cancelled at your request: {reason}': 'आपके कहने पर रद्द किया गया: {reason}',
  'Order confirmed': 'ऑर्डर कन्फ़र्म हो गया',
  'Order is being packed': 'ऑर्डर पैक हो रहा है',
  'Shipped with {carrier} (tracking number {trackingNumber})':
    '{carrier} से भेजा गया (ट्रैकिंग नंबर {trackingNumber})',
  Delivered: 'डिलीवर हो गया',
  'Order confirmed. {note}': 'ऑर्डर कन्फ़र्म हो गया। {note}',
  'Order is being packed. {note}': 'ऑर्डर पैक हो रहा है। {note}',
  'Shipped with {carrier} (tracking number {trackingNumber}). {note}':
    '{carrier} से भेजा गया (ट्रैकिंग नंबर {trackingNumber})। {note}',
  'Delivered. {note}': 'डिलीवर हो गया। {note}',
  'Changed my mind': 'मेरा इरादा बदल गया',
  'Found a better price elsewhere': 'कहीं और सस्ता मिल गया',
  'Ordered by mistake': 'गलती से ऑर्डर हो गया',
  'Product no longer needed': 'अब प्रोडक्ट की ज़रूरत नहीं',
  'Delivery taking too long': 'डिलीवरी में बहुत देर हो रही है',
  'Want to change size/color': 'साइज़ या रंग बदलना है',
  'Financial reasons': 'पैसों से जुड़ी वजह',
  Other: 'अन्य',
  'R-{number}: {event}': 'R-{number}: {event}',
  'Return requested: refund of {amount} once it is received':
    'रिटर्न का अनुरोध: सामान मिलने पर {amount} का रिफ़ंड',
  'Exchange requested: {sizes} kept for you': 'एक्सचेंज का अनुरोध: {sizes} आपके लिए रखा गया',
  'size {size}': 'साइज़ {size}',
  'Approved: we will arrange the pickup': 'मंज़ूर: हम पिकअप का इंतज़ाम करेंगे',
  'Rejected: {reason}': 'नामंज़ूर: {reason}',
  'Pickup scheduled for {date} from {city} {pincode}': '{date} को {city} {pincode} से पिकअप तय है',
  'Picked up from you': 'आपसे पिकअप हो गया',
  'Received at our warehouse': 'हमारे वेयरहाउस में मिल गया',
  'Quality check passed: your exchange ships next': 'क्वालिटी जाँच पास: अब आपका एक्सचेंज भेजा जाएगा',
  'Quality check passed: your refund is next': 'क्वालिटी जाँच पास: अब आपका रिफ़ंड होगा',
  'Quality check failed: {reason}. The item will be sent back to you':
    'क्वालिटी जाँच में कमी मिली: {reason}। सामान आपको वापस भेजा जाएगा',
  'Refund of {amount} issued to your original payment method; it reaches you in {timeline}':
    '{amount} का रिफ़ंड आपके पेमेंट के तरीके पर भेज दिया गया; यह {timeline} में पहुँचेगा',
  '3-5 business days': '3-5 कामकाजी दिन',
  '5-7 business days': '5-7 कामकाजी दिन',
  '3-7 business days': '3-7 कामकाजी दिन',
  'Refund of {amount} paid to {destination} (reference {reference})':
    '{amount} का रिफ़ंड {destination} पर भेजा गया (रेफ़रेंस {reference})',
  'Exchange shipped with {carrier} (tracking number {trackingNumber}): {items}':
    'एक्सचेंज {carrier} से भेजा गया (ट्रैकिंग नंबर {trackingNumber}): {items}',
  'You cancelled this request': 'आपने यह अनुरोध रद्द किया',
};

interface Pattern {
  regex: RegExp;
  names: string[];
  hindi: string;
  /** Letters outside placeholders: the more, the more specific, so tried first. */
  weight: number;
}

const PLACEHOLDER = /\{(\w+)(?:,\s*number)?\}/g;
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');

let exact: Map<string, string> | undefined;
let patterns: Pattern[] | undefined;

function compile() {
  exact = new Map();
  patterns = [];
  for (const [english, hindi] of Object.entries(API_MESSAGES_HI)) {
    const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
    if (names.length === 0) {
      exact.set(english, hindi);
      continue;
    }
    const literals = english.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
    patterns.push({
      regex: new RegExp(`^${literals.map(escape).join('(.*?)')}$`, 's'),
      names,
      hindi,
      weight: literals.join('').length,
    });
  }
  patterns.sort((a, b) => b.weight - a.weight);
}

function translate(text: string, depth: number): string | undefined {
  if (!exact || !patterns) compile();
  const found = exact?.get(text);
  if (found !== undefined) return found;
  for (const pattern of patterns ?? []) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    pattern.names.forEach((name, i) => {
      const value = match[i + 1] ?? '';
      values[name] = depth < 3 ? translateValue(value, depth + 1) : value;
    });
    return formatMessage(pattern.hindi, values, 'hi');
  }
  return undefined;
}

/** A placeholder's value: a label or a piece we know, else as it is (a name, a number). */
function translateValue(value: string, depth: number): string {
  if (!value || /^[\d\s.,₹-]+$/.test(value)) return value;
  const capitalised = value.charAt(0).toUpperCase() + value.slice(1);
  return translate(value, depth) ?? translate(capitalised, depth) ?? value;
}

/**
 * `text` in `language`: the Hindi of an English message the API answers, or the text as it
 * is (English, or a text the catalogue does not know).
 */
export function localiseMessage(text: string, language: Language): string {
  if (language !== 'hi') return text;
  return translate(text, 0) ?? text;
}

/** Whether the catalogue has a Hindi version of `text` (exactly or by a pattern). */
export function hasHindi(text: string): boolean {
  return translate(text, 0) !== undefined;
}
