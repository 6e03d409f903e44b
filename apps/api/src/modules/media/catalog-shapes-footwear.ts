import { METAL, circle, ellipse, group, path, rect, stitch, type Shape } from './catalog-art';
import type { Palette } from './catalog-colour';

/** Footwear: shoes side-on (the back view is the other side), floaters from above. */

const SOLE = { fill: '#f5f5f4', edge: '#78716c' };

const sneakerSole = () =>
  path('M84 500H540Q552 500 552 514V532Q552 552 532 552H104Q80 552 80 528Z', {
    fill: SOLE.fill,
    stroke: SOLE.edge,
    width: 3,
  }) + path('M104 536H532', { stroke: SOLE.edge, width: 2, dash: '14 8' });

const laces = (p: Palette) =>
  [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 300 + i * 28;
      const y = 318 + i * 17;
      return (
        path(`M${x - 12} ${y + 18}L${x + 16} ${y - 14}`, { stroke: '#ffffff', width: 7 }) +
        circle(x - 14, y + 20, 4, { fill: p.outline }) +
        circle(x + 18, y - 16, 4, { fill: p.outline })
      );
    })
    .join('');

const shoe: Shape = {
  label: 'Sports shoe',
  body: 'M92 506L100 404Q106 372 140 372Q200 392 248 360L282 300Q300 288 326 296L346 308Q400 380 470 404Q528 424 534 470V506Z',
  front: (p) =>
    path('M104 400Q150 388 206 392', { stroke: p.shade, width: 10 }) +
    rect(92, 410, 26, 72, 8, { fill: p.shade, stroke: p.outline, width: 2 }) +
    path('M160 472Q270 468 392 394Q310 486 168 492Z', {
      fill: p.highlight,
      stroke: p.outline,
      width: 2,
    }) +
    path('M468 406Q504 436 504 500', { stroke: p.shade, width: 3 }) +
    laces(p) +
    sneakerSole(),
  back: (p) =>
    path('M104 400Q150 388 206 392', { stroke: p.shade, width: 10 }) +
    rect(92, 410, 26, 72, 8, { fill: p.shade, stroke: p.outline, width: 2 }) +
    path('M230 480L300 380M260 484L330 388M290 488L360 396', { stroke: p.highlight, width: 12 }) +
    path('M468 406Q504 436 504 500', { stroke: p.shade, width: 3 }) +
    laces(p) +
    sneakerSole(),
  mirrorBack: true,
  focus: [330, 380],
  texture: 'mesh',
};

const FOOTBED = '#e9d8bd';
const sandalBody =
  'M300 132Q392 134 402 252Q410 372 384 470Q370 560 388 640Q396 724 300 726Q204 724 212 640Q230 560 216 470Q190 372 198 252Q208 134 300 132Z';

const sandal: Shape = {
  label: 'Sandal',
  body: sandalBody,
  under: (p) =>
    path('M214 600Q300 790 386 600', { stroke: p.outline, width: 30 }) +
    path('M214 600Q300 790 386 600', { stroke: p.base, width: 22 }),
  front: (p) =>
    path(sandalBody, {
      fill: FOOTBED,
      stroke: '#b08d5b',
      width: 2,
      transform: 'translate(300 430) scale(.86) translate(-300 -430)',
    }) +
    [220, 250, 280].map((y) => circle(300, y, 3, { fill: '#c8a97a' })).join('') +
    path('M188 262Q300 236 412 262L408 330Q300 306 192 330Z', {
      fill: p.base,
      stroke: p.outline,
      width: 3,
    }) +
    rect(340, 268, 48, 44, 6, { fill: p.shade, stroke: p.outline, width: 2 }) +
    path('M206 440Q300 420 394 440L390 496Q300 478 210 496Z', {
      fill: p.base,
      stroke: p.outline,
      width: 3,
    }) +
    stitch('M200 272Q300 250 400 272M216 452Q300 434 384 452', p.detail),
  back: (p) =>
    path(
      'M230 220h140M222 280h156M214 340h172M214 400h172M222 460h156M226 560h148M226 620h148M236 680h128',
      { stroke: p.shade, width: 10, dash: '16 10' },
    ) + ellipse(300, 520, 40, 18, { fill: p.highlight, opacity: 0.6 }),
  focus: [300, 300],
  texture: 'smooth',
};

/** Zari embroidery on the vamp: what tells a mojari apart from any slip-on. */
const mojariFlower = (cx: number, cy: number) =>
  group(
    `translate(${cx} ${cy})`,
    [0, 60, 120, 180, 240, 300]
      .map((a) => ellipse(0, -14, 7, 13, { fill: METAL.gold, transform: `rotate(${a})` }))
      .join('') + circle(0, 0, 6, { fill: '#b91c1c' }),
  );

const ethnicShoe: Shape = {
  label: 'Mojari',
  body: 'M100 512L96 440Q98 420 130 424Q190 432 250 420Q330 392 400 398Q470 404 510 380Q536 364 540 336Q556 362 548 400Q536 470 500 512Z',
  front: () =>
    path('M130 424Q190 440 250 420Q190 454 130 440Z', {
      fill: '#f4e3c1',
      stroke: '#8b5a2b',
      width: 2,
    }) +
    path('M96 508H504Q520 510 516 522L96 526Q86 520 96 508Z', {
      fill: '#7c4a21',
      stroke: '#4a2c13',
      width: 2,
    }) +
    path('M256 424Q330 398 404 404Q470 410 512 386', {
      stroke: METAL.gold,
      width: 5,
      dash: '2 9',
    }) +
    path('M110 492H500', { stroke: METAL.gold, width: 4, dash: '10 6' }) +
    mojariFlower(390, 452) +
    mojariFlower(300, 466) +
    [450, 340, 250].map((x) => circle(x, 480, 5, { fill: METAL.gold })).join(''),
  back: () =>
    path('M130 424Q190 440 250 420Q190 454 130 440Z', {
      fill: '#f4e3c1',
      stroke: '#8b5a2b',
      width: 2,
    }) +
    path('M96 508H504Q520 510 516 522L96 526Q86 520 96 508Z', {
      fill: '#7c4a21',
      stroke: '#4a2c13',
      width: 2,
    }) +
    path('M110 492H500M256 430Q330 404 404 410Q470 416 512 392', {
      stroke: METAL.gold,
      width: 4,
      dash: '10 6',
    }) +
    mojariFlower(350, 458),
  mirrorBack: true,
  focus: [380, 450],
  texture: 'print',
};

export const footwearShapes = { shoe, sandal, 'ethnic-shoe': ethnicShoe } as const;
