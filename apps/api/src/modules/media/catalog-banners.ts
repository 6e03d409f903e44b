import { circle, ellipse, group, path, renderArt } from './catalog-art';
import { mix, paletteFor } from './catalog-colour';
import type { BannerThemeName, ProductKind } from '../../lib/catalog-image-names';
import { BANNER_THEMES, type BannerTheme } from './catalog-banner-themes';
import { SHAPES } from './catalog-shapes';

/**
 * Home-page banners (1600 x 600) and category pictures (600 x 600). Banners carry no words: the
 * web page sets the title over the calm left half, so the goods sit on the right.
 */

/** Positions for confetti, from the theme name, so a banner never changes between requests. */
function seededPoints(seedText: string, count: number) {
  let state = 2166136261;
  for (const ch of seedText) state = Math.imul(state ^ ch.charCodeAt(0), 16777619) >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return Array.from({ length: count }, () => [next(), next(), next()] as const);
}

function motifLayer(name: string, theme: BannerTheme): string {
  const white = { fill: '#ffffff', opacity: 0.12 };
  const rings =
    circle(1240, 300, 330, white) + circle(1520, 40, 180, white) + circle(80, 560, 140, white);
  switch (theme.motif) {
    case 'mandala':
      return (
        rings +
        group(
          'translate(1240 300)',
          Array.from({ length: 16 }, (_, i) =>
            ellipse(0, -250, 26, 70, {
              fill: '#ffffff',
              opacity: 0.1,
              transform: `rotate(${i * 22.5})`,
            }),
          ).join('') +
            circle(0, 0, 290, { stroke: '#ffffff', width: 3, dash: '2 14', opacity: 0.5 }) +
            circle(0, 0, 180, { stroke: '#ffffff', width: 2, opacity: 0.3 }),
        )
      );
    case 'stripes':
      return (
        rings +
        Array.from({ length: 9 }, (_, i) =>
          path(`M${700 + i * 120} 600L${940 + i * 120} 0`, {
            stroke: '#ffffff',
            width: 36,
            opacity: 0.07,
          }),
        ).join('')
      );
    case 'waves':
      return (
        rings +
        [380, 450, 520]
          .map((y) =>
            path(`M0 ${y}q100-40 200 0t200 0t200 0t200 0t200 0t200 0t200 0t200 0`, {
              stroke: '#ffffff',
              width: 6,
              opacity: 0.18,
            }),
          )
          .join('')
      );
    case 'confetti':
      return (
        rings +
        seededPoints(name, 40)
          .map(([x, y, s]) =>
            circle(Math.round(600 + x * 1000), Math.round(y * 600), Math.round(4 + s * 10), {
              fill: s > 0.5 ? '#ffffff' : mix(theme.to, '#ffffff', 0.5),
              opacity: 0.35,
            }),
          )
          .join('')
      );
  }
}

const ITEM_SLOTS = [
  { x: 850, y: 150, scale: 0.46 },
  { x: 1070, y: 90, scale: 0.54 },
  { x: 1318, y: 150, scale: 0.46 },
] as const;

export function renderBanner(name: BannerThemeName): string {
  const theme: BannerTheme = BANNER_THEMES[name];
  let defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/>` +
    '</linearGradient>';
  let goods = '';
  theme.items.forEach(([kind, hex], i) => {
    const slot = ITEM_SLOTS[i];
    if (!slot) return;
    const { defs: artDefs, art } = renderArt(SHAPES[kind], paletteFor(hex), 'front', `i${i}`);
    defs += artDefs;
    const cx = slot.x + 300 * slot.scale;
    goods +=
      ellipse(cx, slot.y + 760 * slot.scale, 170 * slot.scale + 40, 22, {
        fill: '#000000',
        opacity: 0.18,
      }) + group(`translate(${slot.x} ${slot.y}) scale(${slot.scale})`, art);
  });
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600" role="img">' +
    `<title>Banner artwork: ${name.replace(/-/g, ' ')}</title>` +
    `<defs>${defs}</defs>` +
    '<rect width="1600" height="600" fill="url(#bg)"/>' +
    motifLayer(name, theme) +
    goods +
    '</svg>'
  );
}

/** A category tile: the kind of goods on a soft disc of its own colour. */
export function renderCategoryImage(kind: ProductKind, hex6: string): string {
  const p = paletteFor(hex6);
  const { defs, art } = renderArt(SHAPES[kind], p, 'front', 'a');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img">' +
    `<title>${SHAPES[kind].label}</title>` +
    `<defs>${defs}</defs>` +
    `<rect width="600" height="600" fill="${p.tint}"/>` +
    circle(300, 300, 250, { fill: '#ffffff', opacity: 0.7 }) +
    circle(300, 300, 272, { stroke: p.highlight, width: 4, dash: '3 14' }) +
    group('translate(114 52) scale(0.62)', art) +
    '</svg>'
  );
}
