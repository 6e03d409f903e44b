import { SELLING_POINTS } from '@shop/contracts';
import { defineMessages } from '@/lib/i18n';

const [fastDelivery, secureShopping, qualityProducts, support] = SELLING_POINTS;

/** The frame of every page: selling points, header, category row, footer (the home chunk). */
const en = {
  fastDelivery,
  secureShopping,
  qualityProducts,
  support,
  whyShopWithUs: 'Why shop with us',
  skipToContent: 'Skip to content',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  logoHome: 'BharatBazaar home',
  wishlist: 'Wishlist',
  cart: 'Cart',
  cartWithCount: 'Cart {count, plural, one {# item} other {# items}}',
  login: 'Login',
  categories: 'Categories',
  subcategories: '{name} subcategories',
  allOf: 'All {name}',
  checkingSignIn: 'Checking your sign-in',
  quickLinks: 'Quick Links',
  home: 'Home',
  products: 'Products',
  shoppingCart: 'Shopping Cart',
  myOrders: 'My Orders',
  helpAndSupport: 'Help & Support',
  faqs: 'FAQs',
  shippingInformation: 'Shipping Information',
  returnsAndExchanges: 'Returns & Exchanges',
  trackYourOrder: 'Track Your Order',
  contactUs: 'Contact Us',
  phone: 'Phone: ',
  email: 'E-mail: ',
  followUs: 'Follow Us',
  followUsText: 'Clothing and everyday essentials, delivered across India with easy returns.',
  copyright: '© {year} BharatBazaar. All rights reserved.',
  legal: 'Legal',
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  refundPolicy: 'Refund Policy',
  shippingPolicy: 'Shipping Policy',
} as const;

export type LayoutMessages = typeof en;
export const layoutMessages = defineMessages(en, () => import('./layout.messages.hi'));
