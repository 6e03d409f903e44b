import type { Catalogue } from '@/lib/i18n';
import type { MenuMessages } from './menu.messages';

const hi: Catalogue<MenuMessages> = {
  menu: 'मेन्यू',
  products: 'प्रोडक्ट',
  cart: 'कार्ट',
  wishlist: 'विशलिस्ट',
  myProfile: 'मेरी प्रोफ़ाइल',
  orders: 'ऑर्डर',
  logout: 'लॉग आउट',
  signedInAs: 'साइन इन:',
  login: 'लॉग इन',
  signUp: 'साइन अप',
  shopByCategoryLabel: 'कैटेगरी के हिसाब से खरीदें',
  shopByCategory: 'कैटेगरी के हिसाब से खरीदें',
  allOf: 'सभी {name}',
  accountMenu: ', अकाउंट मेन्यू',
  account: 'अकाउंट',
};

export default hi;
