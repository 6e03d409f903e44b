import type { ProductKind } from '../../../lib/catalog-image-names';
import type { Colour } from '../colours';

/** One way of making a product of a kind: its name pattern and what may differ from the kind. */
export interface Style {
  /** Product name; {fit}, {fabric} and {material} are filled from the product's specification. */
  name: string;
  tags?: readonly string[];
  kind?: ProductKind;
  sizes?: readonly string[];
  surcharge?: Readonly<Record<string, number>>;
  price?: readonly [number, number];
  /** Narrower choices than the template's, e.g. an Anarkali is always flared. */
  fits?: readonly string[];
  fabrics?: readonly string[];
  materials?: readonly string[];
}

/** Everything needed to invent believable products for one level-2 category. */
export interface ProductTemplate {
  subcategory: string;
  /** How many products to make. */
  count: number;
  /** The picture drawn for it (see modules/media/catalog-images.ts). */
  kind: ProductKind;
  brands: readonly string[];
  styles: readonly Style[];
  fits?: readonly string[];
  fabrics?: readonly string[];
  materials?: readonly string[];
  washCare?: readonly string[];
  /** Selling price band in rupees, before size surcharges. */
  price: readonly [number, number];
  sizes: readonly string[];
  /** Rupees added for some sizes (XXL, King, 2 m cable). */
  surcharge?: Readonly<Record<string, number>>;
  /** Share of products that charge the surcharge; 1 when left out. */
  surchargeShare?: number;
  /** Named colours to choose from, or tints to draw goods sold without a colour choice. */
  colours: readonly Colour[] | { defaultTints: readonly string[] };
  /** How many colours one product comes in. */
  colourCount?: readonly [number, number];
  tags: readonly string[];
  /** First sentence; {fabric}, {fit}, {material} and {brand} are filled in. */
  descriptions: readonly string[];
  /** Closing sentence, picked at random. */
  closers: readonly string[];
  /** Pictures per colour: front and back, plus the close-up when 3. */
  views?: 2 | 3;
}
