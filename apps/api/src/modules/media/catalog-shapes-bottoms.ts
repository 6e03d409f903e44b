import { METAL, BACKDROP, circle, line, path, rect, stitch, type Shape } from './catalog-art';
import type { Palette } from './catalog-colour';

/** Lower-body garments and the saree, drawn flat from the front. */

/** Denim is sewn with orange-gold thread whatever the wash, which makes jeans read as jeans. */
const DENIM_THREAD = '#d99a3b';

const beltLoops = (p: Palette, xs: readonly number[]) =>
  xs
    .map((x) => rect(x - 6, 120, 12, 50, 3, { fill: p.base, stroke: p.outline, width: 2 }))
    .join('');

const waistband = (p: Palette, left: number, right: number) =>
  path(`M${left} 128H${right}L${right + 1} 166H${left - 1}Z`, {
    fill: p.shade,
    stroke: p.outline,
    width: 3,
  });

const jeans: Shape = {
  label: 'Jeans',
  body: 'M188 128H412L432 702H322L304 304H296L278 702H168Z',
  front: (p) =>
    // Faded knees, as on a washed pair.
    path(
      'M232 400c40 0 40 160 0 160c-40 0-40-160 0-160zM368 400c40 0 40 160 0 160c-40 0-40-160 0-160z',
      {
        fill: p.highlight,
        opacity: 0.35,
      },
    ) +
    waistband(p, 188, 412) +
    beltLoops(p, [214, 386]) +
    circle(300, 147, 8, { fill: METAL.gold, stroke: METAL.goldDark, width: 2 }) +
    stitch('M318 168V272Q318 294 300 302', DENIM_THREAD) +
    stitch('M198 174Q240 190 250 168M402 174Q360 190 350 168', DENIM_THREAD) +
    stitch('M362 180H392V206H362Z', DENIM_THREAD) +
    stitch('M174 684H276M324 684H426', DENIM_THREAD),
  back: (p) =>
    waistband(p, 188, 412) +
    beltLoops(p, [214, 300, 386]) +
    rect(328, 172, 58, 30, 4, { fill: '#8b5a2b', stroke: '#5c3a1a', width: 2 }) +
    stitch('M190 192L300 214L410 192', DENIM_THREAD) +
    path('M206 222H282L280 300L244 318L208 300ZM318 222H394L392 300L356 318L320 300Z', {
      stroke: p.outline,
      width: 3,
    }) +
    stitch('M214 250Q244 274 274 250M326 250Q356 274 386 250', DENIM_THREAD) +
    line(300, 214, 300, 304, { stroke: p.outline, width: 3 }) +
    stitch('M174 684H276M324 684H426', DENIM_THREAD),
  focus: [300, 200],
  texture: 'denim',
};

const trousers: Shape = {
  label: 'Trousers',
  body: 'M192 128H408L422 704H320L304 300H296L280 704H178Z',
  front: (p) =>
    waistband(p, 192, 408) +
    beltLoops(p, [218, 382]) +
    circle(300, 147, 6, { fill: p.shade, stroke: p.outline, width: 2 }) +
    path('M300 166V278M200 170L234 252M400 170L366 252', { stroke: p.outline, width: 3 }) +
    path('M232 200V700M368 200V700', { stroke: p.shade, width: 3 }),
  back: (p) =>
    waistband(p, 192, 408) +
    beltLoops(p, [218, 300, 382]) +
    path('M214 214H272M328 214H386', { stroke: p.outline, width: 5 }) +
    circle(243, 226, 4, { fill: p.outline }) +
    circle(357, 226, 4, { fill: p.outline }) +
    path('M250 168L254 200M350 168L346 200', { stroke: p.shade, width: 3 }) +
    path('M232 240V700M368 240V700', { stroke: p.shade, width: 3 }),
  focus: [300, 190],
  texture: 'weave',
};

const leggings: Shape = {
  label: 'Leggings',
  body: 'M214 118H386L396 252L372 722H320L302 262H298L280 722H228L204 252Z',
  front: (p) =>
    path('M214 118H386L388 158H212Z', { fill: p.shade, stroke: p.outline, width: 3 }) +
    path('M232 124V152M256 124V152M280 124V152M320 124V152M344 124V152M368 124V152', {
      stroke: p.outline,
      width: 1.5,
      opacity: 0.6,
    }) +
    path('M250 190L254 700M346 190L342 700', { stroke: p.highlight, width: 6, opacity: 0.6 }) +
    line(300, 158, 300, 262, { stroke: p.outline, width: 2 }) +
    stitch('M232 706H278M322 706H368', p.detail),
  back: (p) =>
    path('M214 118H386L388 158H212Z', { fill: p.shade, stroke: p.outline, width: 3 }) +
    path('M300 236L286 262H314Z', { fill: p.shade, stroke: p.outline, width: 2 }) +
    rect(282, 166, 36, 18, 3, { fill: '#ffffff', stroke: p.outline, width: 1.5 }) +
    line(300, 184, 300, 236, { stroke: p.outline, width: 2 }) +
    stitch('M232 706H278M322 706H368', p.detail),
  focus: [300, 150],
  texture: 'knit',
};

/** Zari (gold thread) work: the border and motifs are what make a saree look like one. */
const ZARI = METAL.gold;
const zariButis = (points: readonly (readonly [number, number])[]) =>
  points
    .map(([x, y]) => circle(x, y, 5, { fill: ZARI, stroke: METAL.goldDark, width: 1 }))
    .join('');

const sareeBorder = () =>
  path('M154 722Q300 740 446 722L440 692Q300 710 160 692Z', {
    fill: ZARI,
    stroke: METAL.goldDark,
    width: 2,
  }) + path('M166 707Q300 724 434 707', { stroke: METAL.goldDark, width: 2, dash: '3 7' });

const saree: Shape = {
  label: 'Saree',
  body: 'M236 156Q300 180 364 156L396 186L392 300L374 376L446 722Q300 740 154 722L226 376L208 300L204 186Z',
  front: (p) =>
    path('M236 156Q300 180 364 156L396 186L394 246Q300 266 206 246L204 186Z', {
      fill: p.shade,
      stroke: p.outline,
      width: 3,
    }) +
    path('M282 400L246 728M300 402L290 734M318 400L334 732', { stroke: p.shade, width: 3 }) +
    path('M290 404L268 730M310 404L312 733', { stroke: p.highlight, width: 2, opacity: 0.7 }) +
    zariButis([
      [240, 480],
      [356, 470],
      [214, 610],
      [386, 600],
      [250, 660],
      [350, 668],
    ]) +
    sareeBorder() +
    // The pallu: over the left shoulder and falling at the side, then across the bodice.
    path('M204 186L246 160L226 420L200 664L136 650L170 400Z', {
      fill: p.base,
      stroke: p.outline,
      width: 3,
    }) +
    path('M204 186L246 160L226 420L200 664L136 650L170 400Z', { fill: p.shade, opacity: 0.5 }) +
    path('M200 664L136 650L140 628L203 641Z', { fill: ZARI, stroke: METAL.goldDark, width: 2 }) +
    path('M146 654l-3 18M162 657l-3 18M178 660l-3 18M194 663l-3 18', { stroke: ZARI, width: 3 }) +
    path('M204 196L246 160L396 340L366 382Z', { fill: p.base, stroke: p.outline, width: 3 }) +
    path('M204 196L246 160L396 340L366 382Z', { fill: p.highlight, opacity: 0.3 }) +
    path('M214 202L368 370M244 174L386 344', { stroke: ZARI, width: 5 }) +
    zariButis([
      [262, 236],
      [298, 276],
      [334, 318],
      [196, 480],
      [184, 580],
    ]),
  back: (p) =>
    path('M236 156Q300 180 364 156L396 186L394 246Q300 266 206 246L204 186Z', {
      fill: p.shade,
      stroke: p.outline,
      width: 3,
    }) +
    path('M262 164Q300 236 338 164Z', { fill: BACKDROP, stroke: p.outline, width: 3 }) +
    path('M300 238V276', { stroke: ZARI, width: 2 }) +
    circle(300, 280, 5, { fill: ZARI }) +
    path('M216 232L384 232L398 560L202 560Z', { fill: p.base, stroke: p.outline, width: 3 }) +
    path('M202 560L398 560L397 530L203 530Z', { fill: ZARI, stroke: METAL.goldDark, width: 2 }) +
    path('M216 562v18M246 562v18M276 562v18M306 562v18M336 562v18M366 562v18M390 562v18', {
      stroke: ZARI,
      width: 3,
    }) +
    zariButis([
      [260, 300],
      [340, 300],
      [300, 370],
      [250, 440],
      [350, 440],
      [300, 500],
    ]) +
    sareeBorder(),
  focus: [300, 690],
  texture: 'print',
};

export const bottomsShapes = { jeans, trousers, leggings, saree } as const;
