import { defineMessages } from '@/lib/i18n';

/** The phone menu and the signed-in shopper's menu (each a chunk loaded on a tap). */
const en = {
  menu: 'Menu',
  products: 'Products',
  cart: 'Cart',
  wishlist: 'Wishlist',
  myProfile: 'My Profile',
  orders: 'Orders',
  logout: 'Logout',
  signedInAs: 'Signed in as',
  login: 'Login',
  signUp: 'Sign Up',
  shopByCategoryLabel: 'Shop by category',
  shopByCategory: 'Shop by Category',
  allOf: 'All {name}',
  accountMenu: ', account menu',
  account: 'Account',
} as const;

export type MenuMessages = typeof en;
export const menuMessages = defineMessages(en, () => import('./menu.messages.hi'));
