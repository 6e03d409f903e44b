import { BACKDROP, METAL, circle, ellipse, path, rect, type Shape } from './catalog-art';

/** Beauty bottles and electronics accessories. */

const PLASTIC = { light: '#f3f4f6', edge: '#6b7280', port: '#374151' };
const LED_ON = '#22c55e';

/** Label lines stand in for printed text; the pictures carry no words. */
const textLines = (x: number, y: number, widths: readonly number[], colour = '#9ca3af') =>
  widths.map((w, i) => path(`M${x} ${y + i * 16}h${w}`, { stroke: colour, width: 5 })).join('');

const sheen = (x: number, y: number, h: number) =>
  rect(x, y, 14, h, 7, { fill: '#ffffff', opacity: 0.35 });

const bottle: Shape = {
  label: 'Skincare bottle',
  body: 'M232 330Q232 300 262 296H338Q368 300 368 330L372 690Q372 712 350 712H250Q228 712 228 690Z',
  under: () =>
    path('M292 214V196H352V210H316V214Z', { fill: PLASTIC.light, stroke: PLASTIC.edge, width: 2 }) +
    rect(270, 192, 60, 22, 6, { fill: PLASTIC.light, stroke: PLASTIC.edge, width: 2 }) +
    rect(284, 212, 32, 54, 4, { fill: PLASTIC.light, stroke: PLASTIC.edge, width: 2 }) +
    rect(266, 262, 68, 38, 8, { fill: '#e5e7eb', stroke: PLASTIC.edge, width: 2 }),
  front: (p) =>
    sheen(246, 320, 360) +
    rect(250, 430, 100, 180, 8, { fill: '#fafaf9', stroke: p.outline, width: 2 }) +
    ellipse(300, 478, 14, 26, { fill: p.base, transform: 'rotate(30 300 478)' }) +
    textLines(270, 530, [60, 44, 52]),
  back: (p) =>
    sheen(246, 320, 360) +
    rect(250, 400, 100, 230, 8, { fill: '#fafaf9', stroke: p.outline, width: 2 }) +
    textLines(264, 424, [72, 64, 70, 58, 66, 40], '#b0b5bd') +
    path(
      'M268 590V616M274 590V616M282 590V616M286 590V616M294 590V616M302 590V616M306 590V616M314 590V616M320 590V616M328 590V616',
      {
        stroke: '#374151',
        width: 2,
      },
    ),
  focus: [300, 480],
  texture: 'smooth',
};

const perfume: Shape = {
  label: 'Perfume',
  body: 'M176 360Q176 334 202 334H398Q424 334 424 360V660Q424 690 394 690H206Q176 690 176 660Z',
  under: (p) =>
    rect(268, 298, 64, 40, 4, { fill: METAL.gold, stroke: METAL.goldDark, width: 2 }) +
    rect(236, 196, 128, 106, 14, { fill: p.shade, stroke: p.outline, width: 3 }) +
    rect(236, 282, 128, 12, 0, { fill: METAL.gold }),
  front: (p) =>
    rect(196, 380, 208, 290, 18, { fill: p.highlight, opacity: 0.45 }) +
    sheen(200, 356, 310) +
    path('M388 370V520', { stroke: '#ffffff', width: 6, opacity: 0.4 }) +
    rect(246, 470, 108, 74, 6, { stroke: METAL.gold, width: 4 }) +
    path('M270 496h60M280 516h40', { stroke: METAL.gold, width: 4 }),
  back: (p) =>
    rect(196, 380, 208, 290, 18, { fill: p.highlight, opacity: 0.45 }) +
    sheen(386, 356, 310) +
    rect(260, 610, 80, 40, 4, { fill: '#fafaf9', stroke: p.outline, width: 2 }) +
    textLines(270, 624, [58, 40]),
  focus: [300, 320],
  texture: 'smooth',
};

const BUD = (x: number) =>
  `M${x - 50} 250a50 50 0 1 1 100 0a50 50 0 1 1-100 0ZM${x - 14} 280H${x + 14}V384Q${x + 14} 400 ${x} 400Q${x - 14} 400 ${x - 14} 384Z`;

const earphones: Shape = {
  label: 'Earphones',
  body:
    'M180 470Q180 420 230 420H370Q420 420 420 470V610Q420 660 370 660H230Q180 660 180 610Z' +
    BUD(220) +
    BUD(380),
  front: (p) =>
    path('M182 500H418', { stroke: p.outline, width: 3 }) +
    circle(300, 600, 6, { fill: LED_ON }) +
    ellipse(178, 246, 16, 22, { fill: '#4b5563', opacity: 0.85 }) +
    ellipse(422, 246, 16, 22, { fill: '#4b5563', opacity: 0.85 }) +
    circle(236, 232, 12, { fill: p.highlight }) +
    circle(364, 232, 12, { fill: p.highlight }),
  back: (p) =>
    path('M182 500H418', { stroke: p.outline, width: 3 }) +
    rect(270, 434, 60, 14, 4, { fill: p.shade, stroke: p.outline, width: 2 }) +
    rect(280, 640, 40, 12, 6, { fill: PLASTIC.port }) +
    circle(220, 250, 28, { fill: p.highlight, opacity: 0.7 }) +
    circle(380, 250, 28, { fill: p.highlight, opacity: 0.7 }),
  focus: [300, 300],
  texture: 'smooth',
};

const cable = 'M300 426Q300 470 250 500Q190 540 260 570Q340 600 300 640';
const charger: Shape = {
  label: 'Charger',
  body:
    'M206 206Q206 186 226 186H374Q394 186 394 206V406Q394 426 374 426H226Q206 426 206 406Z' +
    'M276 640H324V700Q324 710 314 710H286Q276 710 276 700Z',
  // India's three round pins (type D): the plug is recognisably an Indian wall charger.
  under: (p) =>
    rect(292, 124, 16, 66, 8, { fill: METAL.steel, stroke: METAL.steelDark, width: 2 }) +
    rect(240, 150, 16, 40, 8, { fill: METAL.steel, stroke: METAL.steelDark, width: 2 }) +
    rect(344, 150, 16, 40, 8, { fill: METAL.steel, stroke: METAL.steelDark, width: 2 }) +
    path(cable, { stroke: p.outline, width: 20 }) +
    path(cable, { stroke: p.base, width: 13 }) +
    rect(284, 706, 32, 20, 4, { fill: METAL.steel, stroke: METAL.steelDark, width: 2 }),
  front: (p) =>
    path('M314 240L274 312H300L286 372L330 292H304Z', {
      fill: p.highlight,
      stroke: p.detail,
      width: 2,
    }) + circle(374, 208, 4, { fill: LED_ON }),
  back: (p) =>
    rect(232, 230, 136, 150, 8, { stroke: p.detail, width: 2 }) +
    textLines(246, 256, [100, 84, 92, 70, 96, 60, 88], p.detail),
  focus: [300, 300],
  texture: 'smooth',
};

const phoneCase: Shape = {
  label: 'Phone case',
  body: 'M196 130Q196 96 230 96H370Q404 96 404 130V690Q404 724 370 724H230Q196 724 196 690Z',
  front: (p) =>
    rect(222, 122, 112, 112, 24, { fill: p.shade, stroke: p.outline, width: 3 }) +
    [
      [254, 156],
      [254, 204],
      [302, 180],
    ]
      .map(([x = 0, y = 0]) =>
        circle(x, y, 19, { fill: '#111827', stroke: PLASTIC.edge, width: 4 }),
      )
      .join('') +
    circle(306, 140, 6, { fill: '#fef3c7' }) +
    circle(300, 440, 30, { stroke: p.highlight, width: 5 }) +
    rect(402, 240, 8, 90, 4, { fill: p.shade, stroke: p.outline, width: 2 }),
  back: (p) =>
    rect(212, 112, 176, 596, 28, { fill: p.tint, stroke: p.shade, width: 3 }) +
    rect(232, 126, 104, 104, 22, { fill: BACKDROP, stroke: p.outline, width: 3 }) +
    rect(190, 240, 8, 90, 4, { fill: p.shade, stroke: p.outline, width: 2 }) +
    rect(272, 712, 56, 10, 5, { fill: BACKDROP, stroke: p.outline, width: 2 }),
  focus: [278, 180],
  texture: 'smooth',
};

const powerBank: Shape = {
  label: 'Power bank',
  body: 'M194 200Q194 170 224 170H376Q406 170 406 200V650Q406 680 376 680H224Q194 680 194 650Z',
  front: (p) =>
    rect(258, 176, 32, 10, 3, { fill: PLASTIC.port }) +
    rect(310, 176, 32, 10, 3, { fill: PLASTIC.port }) +
    path('M318 330L264 430H300L282 520L340 410H304Z', {
      fill: p.highlight,
      stroke: p.detail,
      width: 3,
    }) +
    [258, 286, 314, 342]
      .map((x, i) =>
        circle(x, 610, 7, { fill: i < 3 ? LED_ON : '#d1d5db', stroke: p.outline, width: 1.5 }),
      )
      .join('') +
    sheen(208, 200, 440),
  back: (p) =>
    rect(232, 300, 136, 200, 8, { stroke: p.detail, width: 2 }) +
    textLines(246, 326, [100, 84, 92, 70, 96, 60, 88, 76, 90, 64], p.detail) +
    [
      [220, 200],
      [380, 200],
      [220, 650],
      [380, 650],
    ]
      .map(([x = 0, y = 0]) => circle(x, y, 10, { fill: '#374151' }))
      .join(''),
  focus: [300, 220],
  texture: 'smooth',
};

export const gadgetShapes = {
  bottle,
  perfume,
  earphones,
  charger,
  'phone-case': phoneCase,
  'power-bank': powerBank,
} as const;
