/** spec §8: why a saved product could not be put in the cart. */
export const WISHLIST_CART_MESSAGES = {
  invalidProduct: 'Invalid product data',
  notAvailable: 'Product variant or size not available',
  addFailed: 'Failed to add item to cart',
} as const;

/** spec §4 Cart: the size tried when the first variant names none. */
const FALLBACK_SIZE = 'M';

interface ChoiceVariant {
  _id: string;
  size?: string | null;
  /** spec §3: the wishlist also reads a sizes list on a variant. */
  sizes?: readonly string[] | null;
  /** Unknown (absent) counts as buyable: the server has the last word. */
  stock?: number | null;
  color?: string | null;
}

export interface CartChoice {
  variantId: string;
  size: string;
}

export class CartChoiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CartChoiceError';
  }
}

const sizesOf = (variant: ChoiceVariant) =>
  [...(variant.sizes ?? []), ...(variant.size ? [variant.size] : [])].filter(Boolean);

const inStock = (variant: ChoiceVariant) => variant.stock == null || variant.stock > 0;

/**
 * spec §2 Wishlist / §4 Cart 'Move to Cart' / §5 list-page add: a product goes to the cart as
 * its first variant in that variant's first size, where "first" means the first one that can be
 * bought (decision 012): a sold-out size is skipped. When that variant names no size, 'M' is
 * used, but only from a variant that has it: the server would refuse a size the variant lacks.
 * Nothing in stock is refused with the spec's 'Product variant or size not available'.
 */
export function firstCartChoice(
  product: { _id?: string | null; variants?: readonly ChoiceVariant[] | null } | null | undefined,
): CartChoice {
  if (!product?._id || !Array.isArray(product.variants)) {
    throw new CartChoiceError(WISHLIST_CART_MESSAGES.invalidProduct);
  }
  // As the product page chooses: the first colour (in the product's order) with stock first.
  const { variants } = product;
  const colours = [...new Set(variants.map((variant) => variant.color ?? ''))];
  const buyable = colours.flatMap((colour) =>
    variants.filter((variant) => (variant.color ?? '') === colour && inStock(variant)),
  );
  const first = buyable[0];
  const firstSize = first ? sizesOf(first)[0] : undefined;
  if (first?._id && firstSize) return { variantId: first._id, size: firstSize };
  const withFallback = buyable.find(
    (variant) => variant._id && sizesOf(variant).includes(FALLBACK_SIZE),
  );
  if (withFallback) return { variantId: withFallback._id, size: FALLBACK_SIZE };
  throw new CartChoiceError(WISHLIST_CART_MESSAGES.notAvailable);
}
