import { METAL, circle, line, path, rect, stitch, type Shape } from './catalog-art';
import type { Palette } from './catalog-colour';

/** Bags and accessories, seen straight on. */

/** A strap or handle: a thick line in the colour over a slightly thicker outline. */
const band = (d: string, p: Palette, width: number) =>
  path(d, { stroke: p.outline, width: width + 7 }) + path(d, { stroke: p.base, width });

const zipPull = (x: number, y: number) =>
  rect(x - 5, y, 10, 26, 4, { fill: METAL.steel, stroke: METAL.steelDark, width: 2 });

const backpack: Shape = {
  label: 'Backpack',
  body: 'M168 238Q168 148 300 148Q432 148 432 238L442 676Q442 712 406 712H194Q158 712 158 676Z',
  under: (p) => band('M262 152Q262 104 300 104Q338 104 338 152', p, 14),
  front: (p) =>
    stitch('M186 250Q190 176 300 174Q410 176 414 250', p.outline, 3) +
    zipPull(414, 250) +
    rect(270, 320, 60, 34, 8, { fill: p.highlight, stroke: p.outline, width: 2 }) +
    path(
      'M202 450Q202 430 222 430H378Q398 430 398 450L404 652Q404 672 384 672H216Q196 672 196 652Z',
      {
        fill: p.shade,
        stroke: p.outline,
        width: 3,
      },
    ) +
    stitch('M212 470H388', p.outline, 3) +
    zipPull(380, 470) +
    path('M172 330H194M172 560H194M406 330H428M406 560H428', { stroke: p.outline, width: 8 }),
  back: (p) =>
    rect(200, 220, 200, 170, 40, { fill: p.shade, stroke: p.outline, width: 3 }) +
    rect(200, 410, 200, 170, 40, { fill: p.shade, stroke: p.outline, width: 3 }) +
    band('M236 170Q196 380 238 640', p, 34) +
    band('M364 170Q404 380 362 640', p, 34) +
    rect(226, 370, 148, 18, 6, { fill: p.outline }) +
    stitch('M236 200Q206 380 240 610M364 200Q394 380 360 610', p.highlight),
  focus: [300, 460],
  texture: 'weave',
};

const handbag: Shape = {
  label: 'Handbag',
  body: 'M148 332H452L490 690Q492 712 468 712H132Q108 712 110 690Z',
  under: (p) => band('M214 334Q214 176 300 176Q386 176 386 334', p, 18),
  front: (p) =>
    path('M148 332H452L456 372H144Z', { fill: p.shade, stroke: p.outline, width: 3 }) +
    [214, 386]
      .map((x) =>
        rect(x - 12, 326, 24, 24, 6, { fill: METAL.gold, stroke: METAL.goldDark, width: 2 }),
      )
      .join('') +
    path('M250 332H350V420Q300 448 250 420Z', { fill: p.shade, stroke: p.outline, width: 3 }) +
    circle(300, 416, 10, { fill: METAL.gold, stroke: METAL.goldDark, width: 2 }) +
    stitch('M160 386H440L472 692H128Z', p.detail),
  back: (p) =>
    path('M148 332H452L456 372H144Z', { fill: p.shade, stroke: p.outline, width: 3 }) +
    path('M178 430H422L432 560H168Z', { stroke: p.outline, width: 3 }) +
    stitch('M160 386H440L472 692H128Z', p.detail) +
    [180, 420].map((x) => circle(x, 700, 7, { fill: METAL.gold })).join(''),
  focus: [300, 400],
  texture: 'leather',
};

const wallet: Shape = {
  label: 'Wallet',
  body: 'M128 278Q128 258 148 258H452Q472 258 472 278V522Q472 542 452 542H148Q128 542 128 522Z',
  under: () =>
    rect(176, 234, 110, 40, 6, { fill: '#dbeafe', stroke: '#64748b', width: 2 }) +
    rect(196, 246, 110, 40, 6, { fill: '#fde68a', stroke: '#92400e', width: 2 }),
  front: (p) =>
    stitch(
      'M150 272H450Q458 272 458 280V520Q458 528 450 528H150Q142 528 142 520V280Q142 272 150 272Z',
      p.detail,
    ) +
    line(158, 264, 158, 536, { stroke: p.shade, width: 6 }) +
    circle(330, 400, 34, { stroke: p.shade, width: 4 }) +
    path('M316 400l14-16l14 16l-14 16z', { fill: p.shade }),
  back: (p) =>
    line(300, 260, 300, 540, { stroke: p.shade, width: 6 }) +
    [300, 350, 400, 450]
      .map((y) => path(`M146 ${y}Q220 ${y - 10} 288 ${y}`, { stroke: p.outline, width: 3 }))
      .join('') +
    rect(158, 286, 80, 14, 3, { fill: '#fde68a' }) +
    rect(320, 300, 134, 96, 10, { fill: '#dbeafe', stroke: p.outline, width: 3, opacity: 0.85 }) +
    stitch(
      'M150 272H450Q458 272 458 280V520Q458 528 450 528H150Q142 528 142 520V280Q142 272 150 272Z',
      p.detail,
    ),
  focus: [300, 300],
  texture: 'leather',
};

const hourMarks = [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]
  .map((a) =>
    path('M300 298V316', {
      stroke: '#1f2937',
      width: a % 90 === 0 ? 6 : 3,
      transform: `rotate(${a} 300 400)`,
    }),
  )
  .join('');

const watchStrap = (p: Palette) =>
  rect(262, 116, 76, 40, 8, { stroke: METAL.steelDark, width: 6 }) +
  rect(248, 186, 104, 16, 4, { fill: p.shade, stroke: p.outline, width: 2 }) +
  [560, 592, 624, 656].map((y) => circle(300, y, 5, { fill: p.outline })).join('');

const watch: Shape = {
  label: 'Watch',
  body: 'M252 104Q252 90 266 90H334Q348 90 348 104L356 696Q356 712 340 712H260Q244 712 244 696Z',
  front: (p) =>
    watchStrap(p) +
    rect(436, 386, 20, 28, 5, { fill: METAL.steel, stroke: METAL.steelDark, width: 2 }) +
    circle(300, 400, 138, { fill: METAL.steel, stroke: METAL.steelDark, width: 4 }) +
    circle(300, 400, 116, { fill: p.tint, stroke: p.outline, width: 3 }) +
    circle(300, 400, 100, { stroke: p.base, width: 6, opacity: 0.6 }) +
    hourMarks +
    path('M300 400L254 352', { stroke: '#1f2937', width: 9 }) +
    path('M300 400L366 320', { stroke: '#1f2937', width: 6 }) +
    path('M300 420L300 312', { stroke: '#dc2626', width: 2 }) +
    circle(300, 400, 8, { fill: '#1f2937' }),
  back: (p) =>
    watchStrap(p) +
    circle(300, 400, 138, { fill: METAL.steel, stroke: METAL.steelDark, width: 4 }) +
    circle(300, 400, 104, { stroke: METAL.steelDark, width: 3 }) +
    circle(300, 400, 70, { stroke: METAL.steelDark, width: 2, dash: '4 6' }) +
    [45, 135, 225, 315]
      .map((a) => circle(300, 280, 7, { fill: METAL.steelDark, transform: `rotate(${a} 300 400)` }))
      .join(''),
  focus: [300, 400],
  texture: 'leather',
};

const LENS =
  'M126 352Q126 334 150 334L266 334Q278 334 276 350L270 416Q264 458 218 458L172 458Q130 458 128 418Z';
const lenses = () =>
  path(LENS, { fill: '#1f2937', opacity: 0.9 }) +
  path(LENS, { fill: '#1f2937', opacity: 0.9, transform: 'matrix(-1 0 0 1 600 0)' }) +
  path('M160 350L200 350L150 430ZM440 350L400 350L450 430', { fill: '#ffffff', opacity: 0.22 });

const sunglasses: Shape = {
  label: 'Sunglasses',
  body:
    'M110 350Q110 318 146 318H270Q292 318 290 344L282 420Q274 474 218 474H170Q116 474 112 420Z' +
    // Every part is drawn clockwise so the overlaps at the bridge stay filled.
    'M330 318H454Q490 318 490 350L488 420Q484 474 430 474H382Q326 474 318 420L310 344Q308 318 330 318Z' +
    'M282 336Q300 322 318 336V352Q300 340 282 352ZM80 326L110 330V348L80 344ZM490 330L520 326V344L490 348Z',
  front: () => lenses(),
  back: (p) =>
    lenses() +
    path('M96 338L420 392M504 338L180 392', { stroke: p.outline, width: 16 }) +
    path('M96 338L420 392M504 338L180 392', { stroke: p.base, width: 10 }),
  focus: [300, 380],
  texture: 'smooth',
};

export const accessoryShapes = { backpack, handbag, wallet, watch, sunglasses } as const;
