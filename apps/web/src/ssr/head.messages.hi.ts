import type { Catalogue } from '@/lib/i18n';
import type { HeadMessages } from './head.messages';

const hi: Catalogue<HeadMessages> = {
  shopDescription:
    'BharatBazaar: पूरे भारत के खरीदारों के लिए कपड़े और रोज़मर्रा का सामान। तेज़ डिलीवरी, सुरक्षित शॉपिंग और आसान रिटर्न।',
  homeTitle: 'कपड़ों और बहुत कुछ की ऑनलाइन शॉपिंग | {shop}',
  productsTitle: 'सभी प्रोडक्ट | {shop}',
  cartTitle: 'शॉपिंग कार्ट | {shop}',
  productsDescription: '{shop} के सभी प्रोडक्ट देखें: कपड़े और रोज़मर्रा का सामान, पूरे भारत में डिलीवरी।',
  categoryDescription: '{shop} पर {name} ऑनलाइन खरीदें: पूरे भारत में तेज़ डिलीवरी।',
  productDescription: '{shop} पर {name}।',
  productNotFoundTitle: 'प्रोडक्ट नहीं मिला | {shop}',
  productNotFoundDescription: 'यह प्रोडक्ट BharatBazaar पर उपलब्ध नहीं है।',
  categoryNotFoundTitle: 'कैटेगरी नहीं मिली | {shop}',
  categoryNotFoundDescription: 'यह कैटेगरी BharatBazaar पर उपलब्ध नहीं है।',
  home: 'होम',
  products: 'प्रोडक्ट',
};

export default hi;
