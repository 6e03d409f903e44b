import { circle, path, rect, stitch, type Shape } from './catalog-art';
import type { Palette } from './catalog-colour';

/** Upper-body garments, laid flat and seen from the front, as on a shop's product page. */

const sleeveSeams = (p: Palette) =>
  path('M192 168Q202 236 180 292M408 168Q398 236 420 292', { stroke: p.shade, width: 3 });

const tee: Shape = {
  label: 'T-shirt',
  body: 'M240 150Q300 205 360 150L412 166L512 252L462 320L420 292L422 680Q300 694 178 680L180 292L138 320L88 252L188 166Z',
  front: (p) =>
    path('M240 150Q300 205 360 150L374 156Q300 226 226 156Z', {
      fill: p.shade,
      stroke: p.outline,
      width: 3,
    }) +
    sleeveSeams(p) +
    stitch('M102 242L151 310M498 242L449 310M182 662Q300 676 420 662', p.detail) +
    rect(330, 262, 46, 28, 6, { fill: p.highlight, stroke: p.detail, width: 2 }),
  back: (p) =>
    path('M240 150Q300 170 360 150L372 158Q300 184 228 158Z', {
      fill: p.shade,
      stroke: p.outline,
      width: 3,
    }) +
    sleeveSeams(p) +
    stitch('M102 242L151 310M498 242L449 310M182 662Q300 676 420 662', p.detail),
  focus: [300, 200],
  texture: 'knit',
};

const shirtButtons = (p: Palette) =>
  [250, 320, 390, 460, 530, 600]
    .map((y) => circle(300, y, 7, { fill: p.highlight, stroke: p.outline, width: 2 }))
    .join('');

const shirt: Shape = {
  label: 'Shirt',
  body: 'M232 148L300 176L368 148L424 168L492 252L532 572L482 584L446 336L432 326L434 694Q300 704 166 694L168 326L154 336L118 584L68 572L108 252L176 168Z',
  front: (p) =>
    path('M232 148Q300 128 368 148L300 176Z', { fill: p.shade, stroke: p.outline, width: 3 }) +
    path('M232 148L300 196L276 238L218 170ZM368 148L300 196L324 238L382 170Z', {
      fill: p.base,
      stroke: p.outline,
      width: 3,
    }) +
    path('M290 206V694M310 206V694', { stroke: p.shade, width: 2 }) +
    shirtButtons(p) +
    stitch('M188 300H250V368L220 382L188 368Z', p.detail) +
    path('M124 546L74 534M476 546L526 534', { stroke: p.outline, width: 3 }),
  back: (p) =>
    path('M232 148Q300 128 368 148L368 162Q300 144 232 162Z', {
      fill: p.shade,
      stroke: p.outline,
      width: 3,
    }) +
    stitch('M176 222Q300 240 424 222', p.detail) +
    path('M288 232V306M312 232V306', { stroke: p.shade, width: 3 }) +
    path('M124 546L74 534M476 546L526 534', { stroke: p.outline, width: 3 }),
  focus: [300, 220],
  texture: 'weave',
};

/** Small embroidered dots (buti) of the kind block-printed and chikan kurtas carry. */
const butis = (points: readonly (readonly [number, number])[], colour: string) =>
  points.map(([x, y]) => circle(x, y, 4, { fill: colour })).join('');

const kurta: Shape = {
  label: 'Kurta',
  body: 'M252 138L348 138L418 162L488 248L522 520L474 532L444 318L434 312L446 724L154 724L166 312L156 318L126 532L78 520L112 248L182 162Z',
  front: (p) =>
    path('M254 124H346L352 146Q300 158 248 146Z', { fill: p.shade, stroke: p.outline, width: 3 }) +
    rect(289, 148, 22, 206, 4, { fill: p.shade, stroke: p.outline, width: 2 }) +
    [184, 232, 280, 328].map((y) => circle(300, y, 5, { fill: p.highlight })).join('') +
    stitch('M232 170Q300 214 368 170', p.detail, 3) +
    butis(
      [
        [230, 420],
        [300, 470],
        [370, 420],
        [230, 540],
        [370, 540],
        [300, 600],
      ],
      p.detail,
    ) +
    path('M158 690H442', { stroke: p.detail, width: 8, dash: '2 12' }) +
    path('M172 724L168 628M428 724L432 628', { stroke: p.outline, width: 3 }) +
    stitch('M132 500L84 490M468 500L516 490', p.detail),
  back: (p) =>
    path('M254 124H346L352 146Q300 138 248 146Z', { fill: p.shade, stroke: p.outline, width: 3 }) +
    path('M158 690H442', { stroke: p.detail, width: 8, dash: '2 12' }) +
    path('M172 724L168 628M428 724L432 628', { stroke: p.outline, width: 3 }) +
    stitch('M132 500L84 490M468 500L516 490', p.detail),
  focus: [300, 210],
  texture: 'print',
};

export const topsShapes = { tee, shirt, kurta } as const;
