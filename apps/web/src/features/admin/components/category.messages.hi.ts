import type { Catalogue } from '@/lib/i18n';
import type { CategoryMessages } from './category.messages';

const hi: Catalogue<CategoryMessages> = {
  title: 'कैटेगरी',
  description: 'मुख्य कैटेगरी और उनकी सब-कैटेगरी। इस्तेमाल में आ रही कैटेगरी को हटाने के बजाय बंद करें।',
  newCategory: 'नई कैटेगरी',
  loading: 'कैटेगरी लोड हो रही हैं',
  noCategories: 'अभी कोई कैटेगरी नहीं है',
  caption: 'कैटेगरी, सब-कैटेगरी अपनी मुख्य कैटेगरी के नीचे',
  name: 'नाम',
  slug: 'स्लग',
  products: 'प्रोडक्ट',
  returns: 'रिटर्न',
  level: '(स्तर {level})',
  allowReturnsIn: '{name} में रिटर्न की अनुमति दें',
  makeNonReturnable: '{name} को नॉन-रिटर्नेबल बनाएँ',
  nonReturnable: 'नॉन-रिटर्नेबल',
  returnable: 'रिटर्न हो सकता है',
  deleteTitle: 'कैटेगरी हटाएँ?',
  deleteCategory: 'कैटेगरी हटाएँ',
  willBeRemoved:
    'हटा दी जाएगी। जिस कैटेगरी को प्रोडक्ट या सब-कैटेगरी इस्तेमाल करती हैं, उसे हटाया नहीं जा सकता; उसे बंद करें।',
  slugHint: 'पते /categories/<slug> में इस्तेमाल होता है। खाली: नाम से बनता है।',
  parent: 'मुख्य कैटेगरी',
  topLevel: 'कोई नहीं (यह मुख्य कैटेगरी है)',
  descriptionOptional: 'विवरण (वैकल्पिक)',
  image: 'तस्वीर',
  sortOrder: 'क्रम',
  activeHint: 'बंद कैटेगरी दुकान के मेन्यू में नहीं दिखतीं।',
  legalDefaults: 'कानूनी जानकारी (डिफ़ॉल्ट)',
  legalInherits: 'मुख्य कैटेगरी की जानकारी, अगर हो',
  saveCategory: 'कैटेगरी सेव करें',
  createCategory: 'कैटेगरी बनाएँ',
  hindiName: 'हिंदी में नाम',
  hindiDescription: 'हिंदी में विवरण',
};

export default hi;
