import { METAL, circle, ellipse, path, rect, stitch, type Shape } from './catalog-art';
import type { Palette } from './catalog-colour';

/** Home furnishings and kitchenware. */

const flower = (x: number, y: number, p: Palette) =>
  circle(x - 8, y, 6, { fill: p.highlight }) +
  circle(x + 8, y, 6, { fill: p.highlight }) +
  circle(x, y - 8, 6, { fill: p.highlight }) +
  circle(x, y + 8, 6, { fill: p.highlight }) +
  circle(x, y, 4, { fill: p.detail });

const pillow = (x: number, p: Palette, face: string) =>
  path(
    `M${x} 256Q${x} 236 ${x + 20} 236H${x + 140}Q${x + 160} 236 ${x + 160} 256V352Q${x + 160} 372 ${x + 140} 372H${x + 20}Q${x} 372 ${x} 352Z`,
    {
      fill: p.base,
      stroke: p.outline,
      width: 3,
    },
  ) +
  stitch(`M${x + 12} 248H${x + 148}V360H${x + 12}Z`, p.shade) +
  face;

const bedsheetPrint = (p: Palette) => {
  let out = '';
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      out += flower(160 + col * 70 + (row % 2) * 35, 440 + row * 60, p);
    }
  }
  return out;
};

const bedsheet: Shape = {
  label: 'Bedsheet',
  body: 'M100 360H500V640Q500 660 480 660H120Q100 660 100 640Z',
  front: (p) =>
    rect(100, 360, 400, 44, 0, { fill: p.shade, opacity: 0.6 }) +
    path('M100 404H500', { stroke: p.outline, width: 3 }) +
    bedsheetPrint(p) +
    rect(102, 606, 396, 30, 0, { fill: p.detail, opacity: 0.55 }) +
    path('M104 646H496M110 654H490', { stroke: p.outline, width: 2 }) +
    pillow(130, p, flower(210, 304, p)) +
    pillow(310, p, flower(390, 304, p)),
  back: (p) =>
    rect(100, 360, 400, 44, 0, { fill: p.shade, opacity: 0.6 }) +
    path('M100 404H500M100 520H500', { stroke: p.outline, width: 3 }) +
    rect(400, 430, 70, 56, 4, { fill: '#ffffff', stroke: p.outline, width: 2 }) +
    path('M412 446H458M412 458H450M412 470H456', { stroke: '#9ca3af', width: 3 }) +
    path('M104 646H496M110 654H490', { stroke: p.outline, width: 2 }) +
    pillow(130, p, stitch('M146 352H274', p.outline, 3)) +
    pillow(310, p, stitch('M326 352H454', p.outline, 3)),
  focus: [300, 470],
  texture: 'print',
};

const cushionBody = 'M138 222Q300 254 462 222Q432 400 462 578Q300 546 138 578Q168 400 138 222Z';
const tassels = (p: Palette) =>
  [
    [138, 222, -1, -1],
    [462, 222, 1, -1],
    [462, 578, 1, 1],
    [138, 578, -1, 1],
  ]
    .map(
      ([x = 0, y = 0, dx = 0, dy = 0]) =>
        path(`M${x} ${y}l${dx * 22} ${dy * 22}`, { stroke: p.detail, width: 8 }) +
        circle(x + dx * 26, y + dy * 26, 7, { fill: p.detail }),
    )
    .join('');

const cushion: Shape = {
  label: 'Cushion cover',
  body: cushionBody,
  front: (p) =>
    [0, 45, 90, 135, 180, 225, 270, 315]
      .map((a) =>
        ellipse(300, 336, 16, 40, {
          fill: p.highlight,
          opacity: 0.8,
          transform: `rotate(${a} 300 400)`,
        }),
      )
      .join('') +
    circle(300, 400, 110, { stroke: p.detail, width: 3, dash: '3 9' }) +
    circle(300, 400, 34, { fill: p.detail, stroke: p.highlight, width: 4 }) +
    circle(300, 400, 12, { fill: p.highlight }) +
    tassels(p),
  back: (p) =>
    stitch('M180 536Q300 516 420 536', p.outline, 3) +
    rect(406, 522, 12, 26, 4, { fill: METAL.steel, stroke: METAL.steelDark, width: 2 }) +
    path('M230 300Q300 330 370 300M240 470Q300 490 360 470', { stroke: p.shade, width: 4 }) +
    tassels(p),
  focus: [300, 400],
  texture: 'weave',
};

const curtainFolds = (p: Palette) =>
  path(
    'M130 140Q136 400 130 720M170 140Q176 380 160 720M212 140Q206 300 190 440M470 140Q464 400 470 720M430 140Q424 380 440 720M388 140Q394 300 410 440',
    {
      stroke: p.shade,
      width: 5,
    },
  );

const curtainRod = () =>
  rect(70, 116, 460, 14, 7, { fill: '#8b5a2b', stroke: '#5c3a1a', width: 2 }) +
  circle(66, 123, 14, { fill: '#8b5a2b', stroke: '#5c3a1a', width: 2 }) +
  circle(534, 123, 14, { fill: '#8b5a2b', stroke: '#5c3a1a', width: 2 }) +
  [110, 150, 190, 230, 270, 330, 370, 410, 450, 490]
    .map((x) => circle(x, 130, 10, { stroke: METAL.steelDark, width: 4 }))
    .join('');

const curtain: Shape = {
  label: 'Curtain',
  body: 'M96 136H292Q270 330 208 452Q248 596 268 724H96ZM308 136H504V724H332Q352 596 392 452Q330 330 308 136Z',
  backBody: 'M96 136H296V724H96ZM304 136H504V724H304Z',
  front: (p) =>
    curtainFolds(p) +
    ellipse(210, 456, 34, 12, { fill: METAL.gold, stroke: METAL.goldDark, width: 2 }) +
    ellipse(390, 456, 34, 12, { fill: METAL.gold, stroke: METAL.goldDark, width: 2 }) +
    curtainRod(),
  back: (p) =>
    path(
      'M136 140V720M176 140V720M216 140V720M256 140V720M344 140V720M384 140V720M424 140V720M464 140V720',
      {
        stroke: p.shade,
        width: 5,
      },
    ) +
    stitch('M100 700H292M308 700H500', p.detail) +
    curtainRod(),
  focus: [200, 260],
  texture: 'weave',
};

const mugHandle = 'M392 360Q478 360 478 450Q478 540 392 540';
const mug: Shape = {
  label: 'Mug',
  body: 'M170 300H400L394 600Q392 640 352 640H218Q178 640 176 600Z',
  under: (p) =>
    path(mugHandle, { stroke: p.outline, width: 42 }) +
    path(mugHandle, { stroke: p.base, width: 32 }),
  front: (p) =>
    ellipse(285, 300, 115, 22, { fill: p.shade, stroke: p.outline, width: 3 }) +
    ellipse(285, 305, 100, 15, { fill: '#5b3a1e' }) +
    path(
      'M236 260q-14-24 0-48q14-24 0-48M286 250q-14-24 0-48q14-24 0-48M336 260q-14-24 0-48q14-24 0-48',
      {
        stroke: '#d1d5db',
        width: 5,
      },
    ) +
    rect(174, 420, 224, 70, 0, { fill: p.highlight, opacity: 0.8 }) +
    [200, 240, 280, 320, 360]
      .map((x) => path(`M${x} 455l14-22l14 22l-14 22z`, { fill: p.detail }))
      .join(''),
  back: (p) =>
    ellipse(285, 300, 115, 22, { fill: p.shade, stroke: p.outline, width: 3 }) +
    ellipse(285, 305, 100, 15, { fill: '#5b3a1e' }) +
    path('M240 420c0-30 45-30 45 0c0-30 45-30 45 0c0 40-45 60-45 80c0-20-45-40-45-80z', {
      fill: p.highlight,
      stroke: p.detail,
      width: 3,
    }),
  mirrorBack: true,
  focus: [285, 440],
  texture: 'smooth',
};

export const homeShapes = { bedsheet, cushion, curtain, mug } as const;
