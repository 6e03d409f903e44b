import { IMAGE_VIEWS, productImagePath, type ProductKind } from '../../lib/catalog-image-names';
import type { products, variants } from '../schema';
import type { CategoryRef } from './build-categories';
import { DEFAULT_COLOUR, type Colour } from './colours';
import { pickPrice, withSurcharge } from './pricing';
import { randomFor, seededId, type Random } from './random';
import { slugify } from '../../lib/slug';
import { fillName, fillSentence } from './text';
import type { ProductTemplate, Style } from './templates/types';
import { gstClassOf } from './gst-classes';
import { productTranslations } from './hindi';

export type ProductRow = typeof products.$inferInsert;
export type VariantRow = typeof variants.$inferInsert;

/** A product before the merchandising pass and the totals; stock may still change. */
export interface DraftProduct {
  row: ProductRow;
  variants: VariantRow[];
}

/** Products were listed over the six months before this date (spec: newest first sorting). */
export const CATALOGUE_DATE = new Date('2026-11-01T00:00:00.000Z');
const LISTING_WINDOW_MINUTES = 180 * 24 * 60;
/** Share of sizes that have sold out in an otherwise available product. */
const SOLD_OUT_SIZE_SHARE = 0.12;

interface NameOption {
  style: Style;
  name: string;
  fit: string | null;
  fabric: string | null;
  material: string | null;
}

/** Every distinct name a template can make, taking styles in turn so each style is used. */
function nameOptions(template: ProductTemplate, random: Random): NameOption[] {
  const perStyle = template.styles.map((style) => {
    const combos: NameOption[] = [];
    for (const fit of style.fits ?? template.fits ?? [null]) {
      for (const fabric of style.fabrics ?? template.fabrics ?? [null]) {
        for (const material of style.materials ?? template.materials ?? [null]) {
          const name = fillName(style.name, { fit, fabric, material });
          combos.push({ style, name, fit, fabric, material });
        }
      }
    }
    // Combinations differing only in a choice the name does not show collapse into one; the
    // shuffle decides which choice is kept.
    const unique = new Map<string, NameOption>();
    for (const combo of random.shuffle(combos))
      if (!unique.has(combo.name)) unique.set(combo.name, combo);
    return [...unique.values()];
  });
  const styleOrder = random.shuffle(perStyle);
  const out: NameOption[] = [];
  for (let round = 0; out.length < template.count; round += 1) {
    const before = out.length;
    for (const options of styleOrder) {
      const option = options[round];
      if (option && out.length < template.count) out.push(option);
    }
    if (out.length === before) {
      throw new Error(
        `Template ${template.subcategory} cannot make ${template.count} distinct names`,
      );
    }
  }
  return out;
}

function uniqueSuffix(random: Random, used: Set<string>): string {
  for (;;) {
    const suffix = random.hex(6);
    if (!used.has(suffix)) {
      used.add(suffix);
      return suffix;
    }
  }
}

function imagesFor(kind: ProductKind, hex: string, views: 2 | 3): string[] {
  return IMAGE_VIEWS.slice(0, views).map((view) => productImagePath(kind, hex, view));
}

function chooseColours(template: ProductTemplate, random: Random) {
  if ('defaultTints' in template.colours) {
    // No colour choice: the swatch is 'Default', the picture shows the product's own tint.
    return [{ colour: DEFAULT_COLOUR, imageHex: random.pick(template.colours.defaultTints) }];
  }
  const [min, max] = template.colourCount ?? [1, 1];
  return random
    .sample(template.colours, random.int(min, max))
    .map((colour: Colour) => ({ colour, imageHex: colour.hex }));
}

/** The products of one level-2 category, drawn from its template. */
export function draftProducts(
  template: ProductTemplate,
  category: CategoryRef,
  usedSuffixes: Set<string>,
): DraftProduct[] {
  const random = randomFor(`products:${template.subcategory}`);
  return nameOptions(template, random).map((option) => {
    const { style } = option;
    const brand = random.pick(template.brands);
    const minutesBefore = random.int(1, LISTING_WINDOW_MINUTES);
    const createdAt = new Date(CATALOGUE_DATE.getTime() - minutesBefore * 60_000);
    const id = seededId(random, createdAt);
    const suffix = uniqueSuffix(random, usedSuffixes);
    const kind = style.kind ?? template.kind;
    const sizes = style.sizes ?? template.sizes;
    const surcharges =
      style.surcharge ??
      (random.chance(template.surchargeShare ?? 1) ? (template.surcharge ?? {}) : {});
    const base = pickPrice(random, style.price ?? template.price);
    const colours = chooseColours(template, random);
    const views = template.views ?? 3;
    const values = { ...option, brand };

    const variantRows: VariantRow[] = colours.flatMap(({ colour, imageHex }, c) =>
      sizes.map((size, s) => {
        const point = withSurcharge(base, surcharges[size] ?? 0);
        return {
          id: seededId(random, createdAt),
          productId: id,
          color: colour.name,
          colorCode: colour.hex,
          size,
          price: point.price,
          originalPrice: point.originalPrice,
          stock: random.chance(SOLD_OUT_SIZE_SHARE) ? 0 : random.int(1, 60),
          images: imagesFor(kind, imageHex, views),
          sku: [kind, suffix, slugify(colour.name), slugify(size)].join('-').toUpperCase(),
          position: c * sizes.length + s,
          isActive: true,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );

    const tags = [
      ...template.tags,
      ...(style.tags ?? []),
      ...[option.fabric, option.material]
        .filter((v): v is string => Boolean(v))
        .map((v) => v.toLowerCase()),
    ];
    const description = [random.pick(template.descriptions), random.pick(template.closers)]
      .map((pattern) => fillSentence(pattern, values))
      .join(' ');

    const row: ProductRow = {
      id,
      name: option.name,
      slug: `${slugify(option.name)}-${suffix}`,
      description,
      translations: productTranslations(style.name, option),
      categoryId: category.parentId,
      subCategoryId: category.id,
      brand,
      // Placeholders until the totals are taken from the final variants (build-products.ts).
      price: base.price,
      originalPrice: base.originalPrice,
      minPrice: base.price,
      maxPrice: base.price,
      totalStock: 0,
      images: variantRows[0]?.images ?? [],
      fabric: option.fabric,
      fit: option.fit,
      material: option.material,
      washCare: template.washCare ? random.pick(template.washCare) : null,
      tags: [...new Set(tags)],
      isActive: true,
      isFeatured: false,
      isTrending: false,
      displayFilters: 'defaultTints' in template.colours ? ['size'] : ['color', 'size'],
      ...gstClassOf(template.subcategory),
      createdAt,
      updatedAt: createdAt,
    };
    return { row, variants: variantRows };
  });
}
