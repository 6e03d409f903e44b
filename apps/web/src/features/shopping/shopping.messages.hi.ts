import type { Catalogue } from '@/lib/i18n';
import type { ShoppingMessages } from './shopping.messages';

const hi: Catalogue<ShoppingMessages> = {
  addedToCart: 'कार्ट में जोड़ा गया',
  addedToWishlist: 'विशलिस्ट में जोड़ा गया',
  removedFromWishlist: 'विशलिस्ट से हटाया गया',
  removeFromWishlistFailed: 'विशलिस्ट से आइटम हटाया नहीं जा सका',
  couldNotUpdateWishlist: 'आपकी विशलिस्ट अपडेट नहीं हो सकी',
  addToWishlist: 'विशलिस्ट में डालें',
  removeFromWishlist: 'विशलिस्ट से हटाएँ',
  cartProductRequired: 'कार्ट में डालने के लिए प्रोडक्ट ज़रूरी है',
  productIdRequired: 'प्रोडक्ट ID ज़रूरी है',
  variantIdRequired: 'वैरिएंट ID ज़रूरी है',
  sizeRequired: 'साइज़ चुनना ज़रूरी है',
  quantityPositive: 'मात्रा 0 से ज़्यादा होनी चाहिए',
  invalidVariant: 'चुना गया वैरिएंट या साइज़ सही नहीं है',
  wishlistProductRequired: 'विशलिस्ट में डालने के लिए प्रोडक्ट ज़रूरी है',
  invalidProduct: 'प्रोडक्ट की जानकारी सही नहीं है',
  notAvailable: 'यह वैरिएंट या साइज़ उपलब्ध नहीं है',
  onlyAvailable: '{name} (साइज़ {size}) के सिर्फ़ {stock} उपलब्ध हैं',
  onlyAvailableHeld: '{name} (साइज़ {size}) के सिर्फ़ {stock} उपलब्ध हैं; आपके कार्ट में पहले से {count} हैं',
  addFailed: 'आइटम कार्ट में नहीं जुड़ सका',
};

export default hi;
