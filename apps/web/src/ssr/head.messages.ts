import { defineMessages } from '@/lib/i18n';

/** The head of server-rendered pages: descriptions, link-preview titles, breadcrumb names. */
const en = {
  shopDescription:
    'BharatBazaar: clothing and everyday goods for shoppers across India. Fast delivery, secure shopping and easy returns.',
  homeTitle: 'Online Shopping for Clothing and More | {shop}',
  productsTitle: 'All Products | {shop}',
  cartTitle: 'Shopping Cart | {shop}',
  productsDescription:
    'Browse every product at {shop}: clothing and everyday goods delivered across India.',
  categoryDescription: 'Shop {name} online at {shop}: fast delivery across India.',
  productDescription: '{name} at {shop}.',
  productNotFoundTitle: 'Product Not Found | {shop}',
  productNotFoundDescription: 'This product is not available at BharatBazaar.',
  categoryNotFoundTitle: 'Category not found | {shop}',
  categoryNotFoundDescription: 'This category is not available at BharatBazaar.',
  home: 'Home',
  products: 'Products',
} as const;

export type HeadMessages = typeof en;
export const headMessages = defineMessages(en, () => import('./head.messages.hi'));
