import { type ImageView, readCatalogImageName } from '../../lib/catalog-image-names';
import { BACKDROP, group, rect, renderArt, texturePattern, type Shape } from './catalog-art';
import { renderBanner, renderCategoryImage } from './catalog-banners';
import { paletteFor } from './catalog-colour';
import { SHAPES } from './catalog-shapes';

/**
 * Catalogue pictures drawn on request (design.md, Images): no network, no files. The file name
 * (lib/catalog-image-names.ts) says everything that is drawn, so the same URL is always the
 * same picture.
 */

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
  const cached = cache.get(fileName);
  if (cached !== undefined) return cached;
  const name = readCatalogImageName(fileName);
  if (!name) return null;
  switch (name.type) {
    case 'banner':
      return remember(fileName, renderBanner(name.theme));
    case 'category':
      return remember(fileName, renderCategoryImage(name.kind, name.hex));
    case 'product':
      return remember(fileName, productDocument(SHAPES[name.kind], name.hex, name.view));
  }
}
