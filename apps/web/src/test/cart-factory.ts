import type { Cart, CartItem, CartSummary } from '@shop/contracts';

/** Test data builders for the server cart (never imported by the app). */
let sequence = 0;

export function buildCartItem(overrides: Partial<CartItem> = {}): CartItem {
  const n = ++sequence;
  const product = overrides.product ?? `p${n}`;
  return {
    _id: `line${n}`,
    product,
    productData: {
      _id: product,
      name: 'Oxford Shirt',
      images: ['/uploads/shirt.svg'],
      brand: 'Khadi Craft',
    },
    variantId: `v${n}`,
    variant: { color: 'Blue', colorCode: '#1e40af', images: ['/uploads/shirt-blue.svg'] },
    size: 'M',
    quantity: 1,
    price: 799,
    originalPrice: 999,
    discount: 20,
    stock: 10,
    isSelected: true,
    ...overrides,
  };
}

export function buildCart(items: CartItem[] = [], overrides: Partial<Cart> = {}): Cart {
  return {
    items,
    totalAmount: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    couponMessage: null,
    removedMessage: null,
    ...overrides,
  };
}

/** The summary the server would give for `cart` (platform fee 2, free delivery). */
export function buildSummary(cart: Cart, overrides: Partial<CartSummary> = {}): CartSummary {
  const couponDiscount = overrides.couponDiscount ?? overrides.appliedCoupon?.discount ?? 0;
  return {
    subtotal: cart.totalAmount,
    itemCount: cart.items.reduce((sum, item) => sum + item.quantity, 0),
    couponDiscount,
    platformFee: 2,
    deliveryFee: 0,
    total: cart.totalAmount - couponDiscount + 2,
    appliedCoupon: null,
    estimatedDelivery: '2026-03-10T00:00:00.000Z',
    couponMessage: null,
    ...overrides,
  };
}
