import {
  BACKDROP,
  METAL,
  circle,
  ellipse,
  line,
  path,
  rect,
  stitch,
  type Shape,
} from './catalog-art';
import type { Palette } from './catalog-colour';

/** Women's and children's wear: tops, dresses and a baby romper. */

const topPolka = (p: Palette) =>
  [
    [230, 360],
    [300, 330],
    [370, 370],
    [250, 450],
    [340, 440],
    [220, 540],
    [300, 520],
    [380, 550],
  ]
    .map(([x = 0, y = 0]) => circle(x, y, 9, { fill: p.highlight, stroke: p.detail, width: 1.5 }))
    .join('');

const top: Shape = {
  label: 'Top',
  body: 'M238 158Q300 200 362 158L420 176Q482 226 474 304L418 294L422 598Q300 624 178 598L182 294L126 304Q118 226 180 176Z',
  front: (p) =>
    ellipse(300, 206, 10, 20, { fill: BACKDROP, stroke: p.outline, width: 2 }) +
    path('M290 186l-22-10v18zM310 186l22-10v18z', { fill: p.shade, stroke: p.outline, width: 2 }) +
    topPolka(p) +
    path('M136 294q12 14 24 0q12 14 24 0M416 294q12 14 24 0q12 14 24 0', {
      stroke: p.detail,
      width: 2,
    }) +
    stitch('M184 470Q300 492 420 470', p.detail),
  back: (p) =>
    path('M238 158Q300 180 362 158', { stroke: p.shade, width: 6 }) +
    circle(300, 184, 6, { fill: p.highlight, stroke: p.outline, width: 2 }) +
    topPolka(p) +
    stitch('M184 470Q300 492 420 470', p.detail),
  focus: [300, 230],
  texture: 'print',
};

const dressFolds = (p: Palette) =>
  path('M262 414Q250 560 212 716M300 416V728M338 414Q350 560 388 716', {
    stroke: p.shade,
    width: 3,
  });

const dressBelt = (p: Palette) =>
  path('M222 372Q300 388 378 372L384 398Q300 414 216 398Z', {
    fill: p.shade,
    stroke: p.outline,
    width: 2,
  });

const dress: Shape = {
  label: 'Dress',
  body: 'M244 138Q300 180 356 138L392 150L420 222L384 240L374 330Q368 378 384 398L482 710Q300 742 118 710L216 398Q232 378 226 330L216 240L180 222L208 150Z',
  front: (p) =>
    path('M244 138L300 214L356 138', { stroke: p.outline, width: 3 }) +
    dressBelt(p) +
    ellipse(300, 392, 16, 10, { fill: p.highlight, stroke: p.outline, width: 2 }) +
    dressFolds(p) +
    [
      [240, 520],
      [330, 480],
      [380, 600],
      [200, 650],
      [290, 640],
    ]
      .map(([x = 0, y = 0]) => circle(x, y, 10, { fill: p.highlight, opacity: 0.9 }))
      .join('') +
    stitch('M186 222L208 160M414 222L392 160', p.detail),
  back: (p) =>
    line(300, 150, 300, 380, { stroke: p.outline, width: 3 }) +
    rect(294, 150, 12, 22, 4, { fill: METAL.gold, stroke: METAL.goldDark, width: 1.5 }) +
    dressBelt(p) +
    dressFolds(p),
  focus: [300, 380],
  texture: 'print',
};

/** A baby romper; with its Peter Pan collar it reads as children's wear at a glance. */
const kidsWear: Shape = {
  label: 'Kids wear',
  body: 'M250 178Q300 214 350 178L404 198L452 262L414 302L396 288L398 520L418 640L318 652L300 590L282 652L182 640L202 520L204 288L186 302L148 262L196 198Z',
  front: (p) =>
    path('M252 182Q256 236 300 214Q344 236 348 182Q300 214 252 182Z', {
      fill: '#ffffff',
      stroke: p.outline,
      width: 3,
    }) +
    [258, 306, 354]
      .map((y) => circle(300, y, 7, { fill: p.highlight, stroke: p.outline, width: 2 }))
      .join('') +
    path('M300 430c-18-30-62-14-42 20l42 38l42-38c20-34-24-50-42-20z', {
      fill: p.highlight,
      stroke: p.detail,
      width: 2,
    }) +
    stitch('M190 620L282 632M318 632L410 620', p.detail),
  back: (p) =>
    path('M250 178Q300 196 350 178', { stroke: p.shade, width: 8 }) +
    [228, 372]
      .map((x) => circle(x, 200, 6, { fill: p.highlight, stroke: p.outline, width: 2 }))
      .join('') +
    path('M236 520Q300 560 364 520', { stroke: p.shade, width: 3 }) +
    stitch('M190 620L282 632M318 632L410 620', p.detail),
  focus: [300, 420],
  texture: 'knit',
};

export const dressesShapes = { top, dress, 'kids-wear': kidsWear } as const;
