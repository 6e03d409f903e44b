import {
  FREE_SHIPPING_PRODUCT_TEXT,
  NON_RETURNABLE_TEXT,
  RETURN_WINDOW_TEXT,
} from '@shop/contracts';
import { defineMessages } from '@/lib/i18n';

/** The product page: buying choices, details, legal information. */
const en = {
  loadingProduct: 'Loading product',
  productNotFound: 'Product Not Found',
  productNotFoundText: 'The product you are looking for is not available.',
  backToProducts: 'Back to Products',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  ratedReadReviews:
    'Rated {average} out of 5 from {count, plural, one {{count} review} other {{count} reviews}}: read the reviews',
  productImages: 'Product images',
  imageOf: '{name}, image {n} of {total}',
  inclusiveOfTaxes: 'Inclusive of all taxes',
  outOfStock: 'Out of Stock',
  outOfStockSize: '(Out of Stock)',
  adding: 'Adding...',
  addToCart: 'Add to Cart',
  color: 'Color:',
  size: 'Size:',
  selectSize: 'Select a size',
  quantity: 'Quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  onlyLeft: 'Only {max} left',
  freeShipping: FREE_SHIPPING_PRODUCT_TEXT,
  securePayment: 'Secure payment',
  returnWindow: RETURN_WINDOW_TEXT,
  nonReturnable: NON_RETURNABLE_TEXT,
  productDetails: 'Product Details',
  fabric: 'Fabric',
  fit: 'Fit',
  material: 'Material',
  washCare: 'Wash Care',
  youMayAlsoLike: 'You May Also Like',
  legalInformation: 'Legal Information',
  countryOfOrigin: 'Country of origin',
  manufacturedBy: 'Manufactured by',
  packedBy: 'Packed by',
  importedBy: 'Imported by',
  netQuantity: 'Net quantity',
  mrp: 'MRP',
  mrpInclusive: '{price} (inclusive of all taxes)',
  soldBy: 'Sold by',
  customerCare: 'Customer care',
  grievanceOfficer: 'Grievance officer',
  phone: 'Phone: ',
  email: 'E-mail: ',
} as const;

export type ProductDetailMessages = typeof en;
export const productDetailMessages = defineMessages(
  en,
  () => import('./product-detail.messages.hi'),
);
