import {
  BACKDROP,
  group,
  rect,
  renderArt,
  texturePattern,
  type Shape,
  type View,
} from './catalog-art';
import { BANNER_THEMES, type BannerThemeName } from './catalog-banner-themes';
import { renderBanner, renderCategoryImage } from './catalog-banners';
import { normaliseHex, paletteFor } from './catalog-colour';
import { SHAPES, SHAPE_BY_KIND, type ProductKind } from './catalog-shapes';

/**
 * Catalogue pictures drawn on request (design.md, Images): no network, no files. The file name
 * says everything that is drawn, so the same URL is always the same picture:
 *
 *   /uploads/catalog/{kind}-{rrggbb}-{view}.svg   a product in one colour (600 x 800)
 *   /uploads/catalog/category-{kind}-{rrggbb}.svg  a category tile (600 x 600)
 *   /uploads/catalog/banner-{theme}.svg            a home-page banner (1600 x 600)
 */

export type { ProductKind } from './catalog-shapes';
export type { BannerThemeName } from './catalog-banner-themes';
export type ImageView = View;

export const PRODUCT_KINDS = Object.keys(SHAPES) as ProductKind[];
export const IMAGE_VIEWS: readonly ImageView[] = ['front', 'back', 'detail'];
export const BANNER_THEME_NAMES = Object.keys(BANNER_THEMES) as BannerThemeName[];

const BASE_PATH = '/uploads/catalog';

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

const NAME = '[a-z]+(?:-[a-z]+)*';
const PRODUCT_FILE = new RegExp(`^(${NAME})-([0-9a-f]{6})-(front|back|detail)\\.svg$`);
const CATEGORY_FILE = new RegExp(`^category-(${NAME})-([0-9a-f]{6})\\.svg$`);
const BANNER_FILE = new RegExp(`^banner-(${NAME})\\.svg$`);
const MAX_NAME_LENGTH = 80;

const bannerThemes: ReadonlyMap<string, BannerThemeName> = new Map(
  BANNER_THEME_NAMES.map((name) => [name, name]),
);
const kindNames: ReadonlyMap<string, ProductKind> = new Map(PRODUCT_KINDS.map((k) => [k, k]));

function productDocument(shape: Shape, hex6: string, view: ImageView): string {
  const p = paletteFor(hex6);
  const open =
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800" role="img">' +
    `<title>${shape.label}, ${view} view</title>`;
  const backdrop = rect(0, 0, 600, 800, 0, { fill: BACKDROP });

  if (view !== 'detail') {
    const { defs, art } = renderArt(shape, p, view, 'b');
    return (
      `${open}<defs>${defs}</defs>${backdrop}` +
      '<ellipse cx="300" cy="750" rx="210" ry="18" fill="#000000" opacity="0.07"/>' +
      `${art}</svg>`
    );
  }

  // Detail: a close-up of the front, a swatch of the surface, and the whole piece for context.
  const { defs, art } = renderArt(shape, p, 'front', 'b');
  const [fx, fy] = shape.focus;
  return (
    `${open}<defs>${defs}<clipPath id="z"><rect x="40" y="40" width="520" height="470" rx="24"/></clipPath>` +
    `${texturePattern('t', shape.texture, p)}</defs>${backdrop}` +
    `<g clip-path="url(#z)">${rect(40, 40, 520, 470, 0, { fill: p.tint })}` +
    `${group(`translate(300 275) scale(2.2) translate(${-fx} ${-fy})`, art)}</g>` +
    rect(40, 40, 520, 470, 24, { stroke: '#d6d3d1', width: 2 }) +
    rect(40, 540, 300, 220, 20, { fill: p.base }) +
    rect(40, 540, 300, 220, 20, { fill: 'url(#t)' }) +
    rect(40, 540, 300, 220, 20, { stroke: p.outline, width: 3 }) +
    rect(370, 540, 190, 220, 20, { fill: '#ffffff', stroke: '#e7e5e4', width: 2 }) +
    `${group('translate(384 544) scale(0.27)', art)}</svg>`
  );
}

/** A small cache: a page of product cards asks for the same few pictures again and again. */
const cache = new Map<string, string>();
const CACHE_LIMIT = 500;

function remember(fileName: string, svg: string): string {
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(fileName, svg);
  return svg;
}

/**
 * The SVG for a catalogue file name, or null when the name is not one this module draws. Only
 * values looked up in fixed tables or matched as hex digits are written into the document.
 */
export function renderCatalogImage(fileName: string): string | null {
  if (fileName.length > MAX_NAME_LENGTH) return null;
  const cached = cache.get(fileName);
  if (cached !== undefined) return cached;

  const banner = BANNER_FILE.exec(fileName);
  if (banner) {
    const theme = bannerThemes.get(banner[1] ?? '');
    return theme ? remember(fileName, renderBanner(theme)) : null;
  }
  const category = CATEGORY_FILE.exec(fileName);
  if (category) {
    const kind = kindNames.get(category[1] ?? '');
    const hex = category[2];
    return kind && hex ? remember(fileName, renderCategoryImage(kind, hex)) : null;
  }
  const product = PRODUCT_FILE.exec(fileName);
  if (product) {
    const shape = SHAPE_BY_KIND.get(product[1] ?? '');
    const hex = product[2];
    const view = product[3] as ImageView | undefined;
    return shape && hex && view ? remember(fileName, productDocument(shape, hex, view)) : null;
  }
  return null;
}
