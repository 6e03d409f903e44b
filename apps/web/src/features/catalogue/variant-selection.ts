import { NO_COLOUR, type Product, type Variant } from '@shop/contracts';

/**
 * spec §4 "Product detail selection", as pure functions over the product so the rules can be
 * tested without a page: which variant, colour, size and image are chosen, and what follows.
 */
export interface VariantSelection {
  variantId: string | null;
  color: string | null;
  size: string | null;
  imageIndex: number;
}

type SelectableProduct = Pick<
  Product,
  'variants' | 'availableColors' | 'images' | 'displayFilters'
>;

export interface ColourChoice {
  color: string;
  colorCode: string;
}

export interface SizeChoice {
  size: string;
  variantId: string;
  inStock: boolean;
}

const canBuy = (variant: Variant) => variant.stock > 0;

/**
 * spec §4 "the first variant is selected by default, with its size", read as the first variant a
 * shopper can buy (decision 012): the first in-stock variant of the first colour that has one.
 * With nothing in stock the first variant is shown, so the page says 'Out of Stock'.
 */
export function initialSelection(product: SelectableProduct): VariantSelection {
  // Colours in the order the product lists them; a later colour's variant may come first.
  const chosen =
    colourChoices(product)
      .map(({ color }) => product.variants.find((v) => v.color === color && canBuy(v)))
      .find((variant) => variant !== undefined) ?? product.variants[0];
  return {
    variantId: chosen?._id ?? null,
    color: chosen?.color ?? null,
    size: chosen?.size ?? null,
    imageIndex: 0,
  };
}

export function selectedVariant(
  product: SelectableProduct,
  selection: VariantSelection,
): Variant | undefined {
  return product.variants.find((variant) => variant._id === selection.variantId);
}

/**
 * spec §4: picking a colour selects its first variant (the first in stock, decision 012), its
 * size, and the first image.
 */
export function selectColour(
  product: SelectableProduct,
  selection: VariantSelection,
  color: string,
): VariantSelection {
  const ofColour = product.variants.filter((variant) => variant.color === color);
  const first = ofColour.find(canBuy) ?? ofColour[0];
  if (!first) return selection;
  return { variantId: first._id, color: first.color, size: first.size, imageIndex: 0 };
}

/**
 * spec §4: picking a size selects the variant of the current colour with that size. A size with
 * no stock cannot be chosen: the selection stays as it was.
 */
export function selectSize(
  product: SelectableProduct,
  selection: VariantSelection,
  size: string,
): VariantSelection {
  const match = product.variants.find(
    (variant) => variant.color === selection.color && variant.size === size,
  );
  if (!match || match.stock <= 0) return selection;
  return { ...selection, variantId: match._id, size: match.size };
}

export function selectImage(selection: VariantSelection, imageIndex: number): VariantSelection {
  return { ...selection, imageIndex: Math.max(0, imageIndex) };
}

/** The colours on offer, in the order the product lists them (first appearance). */
export function colourChoices(product: SelectableProduct): ColourChoice[] {
  const seen = new Map<string, ColourChoice>();
  for (const variant of product.variants) {
    if (!seen.has(variant.color)) {
      seen.set(variant.color, { color: variant.color, colorCode: variant.colorCode });
    }
  }
  return [...seen.values()];
}

/** The sizes of the chosen colour, each with its variant and whether it can be bought. */
export function sizeChoices(product: SelectableProduct, color: string | null): SizeChoice[] {
  return product.variants
    .filter((variant) => variant.color === color)
    .map((variant) => ({ size: variant.size, variantId: variant._id, inStock: variant.stock > 0 }));
}

/** The gallery of the chosen colour, falling back to the product's own images. */
export function galleryImages(product: SelectableProduct, selection: VariantSelection): string[] {
  const variant = selectedVariant(product, selection);
  if (variant && variant.images.length > 0) return variant.images;
  const colour = product.availableColors.find((entry) => entry.color === selection.color);
  if (colour && colour.images.length > 0) return colour.images;
  return product.images;
}

/** spec §2: the colour and size blocks follow displayFilters (empty shows both). */
function displays(product: SelectableProduct, word: RegExp): boolean {
  return product.displayFilters.length === 0 || product.displayFilters.some((f) => word.test(f));
}

/** spec §2: colour swatches show per displayFilters, and never when the only colour is 'Default'. */
export function showsColourChoice(product: SelectableProduct): boolean {
  const colours = colourChoices(product);
  const onlyDefault = colours.length === 1 && colours[0]?.color === NO_COLOUR;
  return colours.length > 0 && !onlyDefault && displays(product, /colou?r/i);
}

export function showsSizeChoice(product: SelectableProduct): boolean {
  return product.variants.length > 0 && displays(product, /size/i);
}

/**
 * spec §4: add to cart is disabled when no variant or size is chosen, while adding, or when the
 * chosen variant's stock is 0.
 */
export function canAddToCart(
  product: SelectableProduct,
  selection: VariantSelection,
  isAdding: boolean,
): boolean {
  const variant = selectedVariant(product, selection);
  return Boolean(variant && selection.size) && !isAdding && (variant?.stock ?? 0) > 0;
}
