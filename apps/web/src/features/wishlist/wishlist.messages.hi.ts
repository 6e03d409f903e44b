import type { Catalogue } from '@/lib/i18n';
import type { WishlistMessages } from './wishlist.messages';

const hi: Catalogue<WishlistMessages> = {
  removeFailed: 'विशलिस्ट से आइटम हटाया नहीं जा सका',
  clearFailed: 'विशलिस्ट खाली नहीं हो सकी',
  clearConfirm: 'क्या विशलिस्ट के सभी आइटम हटाने हैं?',
  loadingWishlist: 'आपकी विशलिस्ट लोड हो रही है',
  wishlist: 'विशलिस्ट',
  signInTitle: 'अपनी विशलिस्ट देखने के लिए साइन इन करें',
  signInText: 'पसंद की चीज़ें सेव करें और किसी भी डिवाइस पर फिर से पाएँ।',
  login: 'लॉग इन',
  myWishlist: 'मेरी विशलिस्ट',
  couldNotLoad: 'आपकी विशलिस्ट लोड नहीं हो सकी',
  tryAgain: 'फिर से कोशिश करें',
  emptyTitle: 'आपकी विशलिस्ट खाली है',
  emptyText: 'किसी भी प्रोडक्ट पर दिल का निशान दबाएँ और उसे बाद के लिए यहाँ सेव करें।',
  startShopping: 'शॉपिंग शुरू करें',
  itemCount: '{count, plural, one {# आइटम} other {# आइटम}}',
  clearing: 'हटा रहे हैं...',
  clearAll: 'सब हटाएँ',
  outOfStock: 'स्टॉक में नहीं',
  removeNamed: '{name} को विशलिस्ट से हटाएँ',
  removeFromWishlist: 'विशलिस्ट से हटाएँ',
  added: '{date} को जोड़ा',
  adding: 'जोड़ रहे हैं...',
  addToCart: 'कार्ट में डालें',
  addedToCart: 'कार्ट में जोड़ा गया',
  removedFromWishlist: 'विशलिस्ट से हटाया गया',
  wishlistCleared: 'विशलिस्ट खाली की गई',
};

export default hi;
