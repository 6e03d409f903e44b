import type { WishlistItem } from '@shop/contracts';

/** Test data builders for the server wishlist (never imported by the app). */
let sequence = 0;

type ProductOverrides = Partial<WishlistItem['product']>;

export function buildWishlistItem(
  product: ProductOverrides = {},
  overrides: Partial<Omit<WishlistItem, 'product'>> = {},
): WishlistItem {
  const n = ++sequence;
  const id = product._id ?? `wp${n}`;
  return {
    _id: `w${n}`,
    product: {
      _id: id,
      name: 'Silk Saree',
      images: ['/uploads/saree.svg'],
      brand: 'Banaras Looms',
      price: 2499,
      originalPrice: 3299,
      minPrice: 2499,
      maxPrice: 2499,
      totalStock: 12,
      variants: [
        {
          _id: `${id}-v1`,
          size: 'Free',
          sizes: ['Free'],
          color: 'Red',
          colorCode: '#b91c1c',
          stock: 12,
        },
      ],
      ...product,
    },
    variantId: null,
    addedAt: '2026-02-14T06:30:00.000Z',
    ...overrides,
  };
}
