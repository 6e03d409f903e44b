/**
 * The names of the catalogue pictures the shop draws (design.md, Images): the vocabulary the
 * seed writes into image fields and the media module reads back to draw them. It lives here,
 * shared, so the seed (in db/) never imports the media module:
 *
 *   /uploads/catalog/{kind}-{rrggbb}-{view}.svg   a product in one colour (600 x 800)
 *   /uploads/catalog/category-{kind}-{rrggbb}.svg  a category tile (600 x 600)
 *   /uploads/catalog/banner-{theme}.svg            a home-page banner (1600 x 600)
 *
 * The media module has a drawing for every kind and theme listed (its tests check both ways).
 */

/** Every kind of goods the catalogue can draw. */
export const PRODUCT_KINDS = [
  'tee',
  'shirt',
  'kurta',
  'top',
  'dress',
  'kids-wear',
  'jeans',
  'trousers',
  'leggings',
  'saree',
  'shoe',
  'sandal',
  'ethnic-shoe',
  'backpack',
  'handbag',
  'wallet',
  'watch',
  'sunglasses',
  'bedsheet',
  'cushion',
  'curtain',
  'mug',
  'bottle',
  'perfume',
  'earphones',
  'charger',
  'phone-case',
  'power-bank',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Every home-page banner the catalogue can draw. */
export const BANNER_THEME_NAMES = [
  'festive-sale',
  'ethnic-wear',
  'footwear-fest',
  'home-makeover',
  'new-arrivals',
  'monsoon',
  'men',
  'women',
  'kids',
  'footwear',
  'accessories',
  'home',
  'beauty',
  'electronics',
] as const;
export type BannerThemeName = (typeof BANNER_THEME_NAMES)[number];

export const IMAGE_VIEWS = ['front', 'back', 'detail'] as const;
export type ImageView = (typeof IMAGE_VIEWS)[number];

const BASE_PATH = '/uploads/catalog';
const HEX6 = /^[0-9a-f]{6}$/;

/** Six lower-case hex digits, without '#'; null for anything else. */
export function normaliseHex(value: string): string | null {
  const hex = value.startsWith('#') ? value.slice(1).toLowerCase() : value.toLowerCase();
  return HEX6.test(hex) ? hex : null;
}

function hexOrThrow(colorHex: string): string {
  const hex = normaliseHex(colorHex);
  // Paths are built by the seed and the admin screens from stored colour codes: a bad one is a bug.
  if (!hex) throw new Error(`Not a six-digit hex colour: ${colorHex}`);
  return hex;
}

/** '/uploads/catalog/tee-1f3a5f-front.svg'; colorHex may carry a leading '#'. */
export function productImagePath(kind: ProductKind, colorHex: string, view: ImageView): string {
  return `${BASE_PATH}/${kind}-${hexOrThrow(colorHex)}-${view}.svg`;
}

export function categoryImagePath(kind: ProductKind, colorHex: string): string {
  return `${BASE_PATH}/category-${kind}-${hexOrThrow(colorHex)}.svg`;
}

export function bannerImagePath(theme: BannerThemeName): string {
  return `${BASE_PATH}/banner-${theme}.svg`;
}

/** What a catalogue file name asks to be drawn. */
export type CatalogImageName =
  | { type: 'banner'; theme: BannerThemeName }
  | { type: 'category'; kind: ProductKind; hex: string }
  | { type: 'product'; kind: ProductKind; hex: string; view: ImageView };

const NAME = '[a-z]+(?:-[a-z]+)*';
const PRODUCT_FILE = new RegExp(`^(${NAME})-([0-9a-f]{6})-(front|back|detail)\\.svg$`);
const CATEGORY_FILE = new RegExp(`^category-(${NAME})-([0-9a-f]{6})\\.svg$`);
const BANNER_FILE = new RegExp(`^banner-(${NAME})\\.svg$`);
const MAX_NAME_LENGTH = 80;

// Maps, so a name such as 'constructor' can never reach an object's prototype.
const themes: ReadonlyMap<string, BannerThemeName> = new Map(
  BANNER_THEME_NAMES.map((name) => [name, name]),
);
const kinds: ReadonlyMap<string, ProductKind> = new Map(PRODUCT_KINDS.map((k) => [k, k]));

/** Reads a file name under /uploads/catalog/; null when it names nothing the shop draws. */
export function readCatalogImageName(fileName: string): CatalogImageName | null {
  if (fileName.length > MAX_NAME_LENGTH) return null;
  const banner = BANNER_FILE.exec(fileName);
  if (banner) {
    const theme = themes.get(banner[1] ?? '');
    return theme ? { type: 'banner', theme } : null;
  }
  const category = CATEGORY_FILE.exec(fileName);
  if (category) {
    const kind = kinds.get(category[1] ?? '');
    const hex = category[2];
    return kind && hex ? { type: 'category', kind, hex } : null;
  }
  const product = PRODUCT_FILE.exec(fileName);
  if (product) {
    const kind = kinds.get(product[1] ?? '');
    const hex = product[2];
    const view = product[3] as ImageView | undefined;
    return kind && hex && view ? { type: 'product', kind, hex, view } : null;
  }
  return null;
}
