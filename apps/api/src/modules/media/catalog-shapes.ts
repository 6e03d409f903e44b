import type { ProductKind } from '../../lib/catalog-image-names';
import type { Shape } from './catalog-art';
import { accessoryShapes } from './catalog-shapes-accessories';
import { bottomsShapes } from './catalog-shapes-bottoms';
import { dressesShapes } from './catalog-shapes-dresses';
import { footwearShapes } from './catalog-shapes-footwear';
import { gadgetShapes } from './catalog-shapes-gadgets';
import { homeShapes } from './catalog-shapes-home';
import { topsShapes } from './catalog-shapes-tops';

/** A drawing for every kind of goods the catalogue names (lib/catalog-image-names.ts). */
export const SHAPES = {
  ...topsShapes,
  ...dressesShapes,
  ...bottomsShapes,
  ...footwearShapes,
  ...accessoryShapes,
  ...homeShapes,
  ...gadgetShapes,
} satisfies Record<ProductKind, Shape>;
