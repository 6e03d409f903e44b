import type { Palette } from './catalog-colour';

/**
 * Drawing primitives and the shape contract shared by every kind of goods. Shapes are drawn on
 * a 600 x 800 canvas. Only numbers and colours computed here ever reach the markup, never text
 * from a request.
 */

/** Surface pattern of the swatch shown in the detail view. */
export type Texture = 'weave' | 'denim' | 'knit' | 'print' | 'leather' | 'smooth' | 'mesh';

export interface Shape {
  /** Shown in the image title, e.g. 'T-shirt'. */
  label: string;
  /** Silhouette filled with the variant colour; also clips the shading. */
  body: string;
  /** A different silhouette for the back view (open curtains vs drawn ones). */
  backBody?: string;
  /** Parts behind the silhouette: straps, handles, cables. */
  under?: (p: Palette) => string;
  front: (p: Palette) => string;
  back: (p: Palette) => string;
  /** The back view is the other side of a side-on object (shoes, mugs): mirror it. */
  mirrorBack?: boolean;
  /** Centre of the magnified crop in the detail view. */
  focus: readonly [number, number];
  texture: Texture;
}

export interface Paint {
  fill?: string;
  stroke?: string;
  width?: number;
  dash?: string;
  opacity?: number;
  transform?: string;
  /** Id of a clipPath declared in the document's defs. */
  clip?: string;
}

function attrs(o: Paint): string {
  let out = ` fill="${o.fill ?? 'none'}"`;
  if (o.stroke) {
    out += ` stroke="${o.stroke}" stroke-width="${o.width ?? 3}"`;
    out += ' stroke-linecap="round" stroke-linejoin="round"';
  }
  if (o.dash) out += ` stroke-dasharray="${o.dash}"`;
  if (o.opacity !== undefined) out += ` opacity="${o.opacity}"`;
  if (o.transform) out += ` transform="${o.transform}"`;
  if (o.clip) out += ` clip-path="url(#${o.clip})"`;
  return out;
}

export const path = (d: string, o: Paint) => `<path d="${d}"${attrs(o)}/>`;
export const circle = (cx: number, cy: number, r: number, o: Paint) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}"${attrs(o)}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, o: Paint) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"${attrs(o)}/>`;
export const rect = (x: number, y: number, w: number, h: number, rx: number, o: Paint) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}"${attrs(o)}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, o: Paint) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${attrs(o)}/>`;
export const group = (transform: string, inner: string) =>
  `<g transform="${transform}">${inner}</g>`;

/** Running stitches look the same on every kind of goods. */
export const stitch = (d: string, colour: string, width = 2) =>
  path(d, { stroke: colour, width, dash: '7 6' });

/** Metal and fixed materials that do not follow the variant colour. */
export const METAL = {
  gold: '#c9a227',
  goldDark: '#8a6d12',
  steel: '#cbd5e1',
  steelDark: '#64748b',
};
export const BACKDROP = '#f4f1ec';

/**
 * The object itself, in its own 600 x 800 space: parts behind, the coloured silhouette, a soft
 * light-to-shade wash clipped to it, the outline, then the details of the chosen side.
 */
export function renderArt(shape: Shape, p: Palette, side: 'front' | 'back', clipId: string) {
  const body = side === 'back' && shape.backBody ? shape.backBody : shape.body;
  const inner =
    (shape.under?.(p) ?? '') +
    path(body, { fill: p.base }) +
    rect(0, 0, 600, 800, 0, { fill: `url(#${clipId}-light)`, clip: clipId }) +
    path(body, { stroke: p.outline, width: p.light ? 5 : 4 }) +
    (side === 'front' ? shape.front(p) : shape.back(p));
  const art = side === 'back' && shape.mirrorBack ? group('matrix(-1 0 0 1 600 0)', inner) : inner;
  // The clip is used inside the mirrored group, so it is declared in the unmirrored space.
  const defs =
    `<clipPath id="${clipId}">${path(body, {})}</clipPath>` +
    `<linearGradient id="${clipId}-light" x1="0" x2="1" y1="0" y2="0.15">` +
    `<stop offset="0" stop-color="${p.highlight}" stop-opacity="0.55"/>` +
    `<stop offset="0.38" stop-color="${p.highlight}" stop-opacity="0"/>` +
    `<stop offset="0.62" stop-color="${p.shade}" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="${p.shade}" stop-opacity="0.9"/>` +
    '</linearGradient>';
  return { defs, art };
}

/** A repeating surface pattern in the variant's own shades. */
export function texturePattern(id: string, texture: Texture, p: Palette): string {
  const open = (size: number) =>
    `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">`;
  const close = '</pattern>';
  switch (texture) {
    case 'weave':
      return (
        open(12) +
        path('M0 3h12M0 9h12', { stroke: p.shade, width: 2, opacity: 0.7 }) +
        path('M3 0v12M9 0v12', { stroke: p.highlight, width: 1.5, opacity: 0.6 }) +
        close
      );
    case 'denim':
      return (
        open(10) +
        path('M-2 12L12 -2M-2 2L2 -2M8 12L12 8', { stroke: p.highlight, width: 2, opacity: 0.55 }) +
        close
      );
    case 'knit':
      return open(16) + path('M0 2l4 10l4-10M8 2l4 10l4-10', { stroke: p.shade, width: 2 }) + close;
    case 'print':
      return (
        open(40) +
        circle(10, 10, 4, { fill: p.detail, opacity: 0.8 }) +
        circle(30, 30, 6, { stroke: p.detail, width: 2, opacity: 0.8 }) +
        circle(30, 30, 1.5, { fill: p.detail }) +
        close
      );
    case 'leather':
      return (
        open(18) +
        circle(4, 5, 1.4, { fill: p.shade }) +
        circle(13, 9, 1.1, { fill: p.shade }) +
        circle(8, 15, 1.3, { fill: p.highlight, opacity: 0.6 }) +
        close
      );
    case 'mesh':
      return open(14) + circle(7, 7, 3, { fill: p.shade }) + close;
    case 'smooth':
      return (
        open(60) + path('M-10 50L50 -10', { stroke: '#ffffff', width: 10, opacity: 0.25 }) + close
      );
  }
}
