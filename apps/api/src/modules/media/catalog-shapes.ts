import type { Shape } from './catalog-art';
import { accessoryShapes } from './catalog-shapes-accessories';
import { bottomsShapes } from './catalog-shapes-bottoms';
import { dressesShapes } from './catalog-shapes-dresses';
import { footwearShapes } from './catalog-shapes-footwear';
import { gadgetShapes } from './catalog-shapes-gadgets';
import { homeShapes } from './catalog-shapes-home';
import { topsShapes } from './catalog-shapes-tops';

/** Every kind of goods the catalogue can draw, by the name used in image file names. */
export const SHAPES = {
  ...topsShapes,
  ...dressesShapes,
  ...bottomsShapes,
  ...footwearShapes,
  ...accessoryShapes,
  ...homeShapes,
  ...gadgetShapes,
} satisfies Record<string, Shape>;

export type ProductKind = keyof typeof SHAPES;

/** A Map, so a name such as 'constructor' can never reach an object's prototype. */
export const SHAPE_BY_KIND: ReadonlyMap<string, Shape> = new Map(Object.entries(SHAPES));
