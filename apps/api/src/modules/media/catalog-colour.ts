/**
 * Colour arithmetic for the generated catalogue pictures. Every shade is derived from the one
 * colour in the image name, so a variant's picture always matches its swatch.
 */

interface Rgb {
  r: number;
  g: number;
  b: number;
}

function parse(hex6: string): Rgb {
  const n = Number.parseInt(hex6, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t };
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** WCAG relative luminance, 0 (black) to 1 (white). */
function luminance({ r, g, b }: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Mixes two '#rrggbb' colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  return toHex(mixRgb(parse(a.slice(1)), parse(b.slice(1)), t));
}

export interface Palette {
  /** The variant colour itself. */
  base: string;
  /** Folds and the shaded side of the garment. */
  shade: string;
  /** Silhouette outline: dark enough to separate even off-white goods from the backdrop. */
  outline: string;
  /** Seams, stitching and trims: contrasts with the base whether it is light or dark. */
  detail: string;
  /** The lit side and small prints. */
  highlight: string;
  /** A wash of the colour for backdrops and dials. */
  tint: string;
  /** True for colours close to white, which need a stronger outline. */
  light: boolean;
}

export function paletteFor(hex6: string): Palette {
  const base = parse(hex6);
  const lum = luminance(base);
  const light = lum > 0.6;
  return {
    base: toHex(base),
    shade: toHex(mixRgb(base, BLACK, light ? 0.12 : 0.2)),
    outline: toHex(mixRgb(base, BLACK, light ? 0.6 : 0.45)),
    detail: toHex(lum > 0.3 ? mixRgb(base, BLACK, 0.4) : mixRgb(base, WHITE, 0.45)),
    highlight: toHex(mixRgb(base, WHITE, lum < 0.05 ? 0.22 : 0.35)),
    tint: toHex(mixRgb(base, WHITE, 0.86)),
    light,
  };
}
