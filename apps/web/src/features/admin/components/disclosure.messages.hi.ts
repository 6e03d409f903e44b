import type { Catalogue } from '@/lib/i18n';
import type { DisclosureMessages } from './disclosure.messages';

const hi: Catalogue<DisclosureMessages> = {
  intro: 'कानून के अनुसार प्रोडक्ट पेज पर दिखता है। {inherits} इस्तेमाल करने के लिए फ़ील्ड खाली छोड़ें।',
  optional: '(वैकल्पिक)',
  countryOfOrigin: 'मूल देश',
  countryOfOriginHint: 'जैसे भारत; विदेश में बने सामान पर आयातक का नाम दें।',
  manufacturer: 'निर्माता',
  manufacturerHint: 'नाम और पूरा पता।',
  packer: 'पैक करने वाला',
  packerHint: 'नाम और पूरा पता, जब निर्माता से अलग हो।',
  importer: 'आयातक',
  importerHint: 'विदेश में बने सामान के लिए, भारत में नाम और पता।',
  netQuantity: 'कुल मात्रा',
  netQuantityHint: 'जैसे 1 N, 1 जोड़ी, 100 ml, 50 g।',
  customerCare: 'कस्टमर केयर',
  customerCareHint: 'केवल तब, जब स्टोर की कस्टमर केयर जानकारी (फ़ोन, ई-मेल, पता) की जगह कुछ और देना हो।',
};

export default hi;
