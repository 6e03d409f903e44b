import { sql, type SQL } from 'drizzle-orm';
import { selectRows } from '../../db/rows';
import type { Language } from '@shop/contracts';
import type { Executor } from '../../db/types';
import { translatedText } from '../../db/translated-text';
import {
  and,
  type FacetName,
  refinementConditions,
  type ResolvedFilters,
  scopeConditions,
} from './product-filter-repository';

export interface FacetRow {
  facet: 'brand' | 'size' | 'color' | 'material' | 'fabric' | 'subcategory' | 'price';
  name: string | null;
  extra: string | null;
  count: number;
}

type Refinement = FacetName | 'subcategory';
const REFINEMENTS: Refinement[] = [
  'brand',
  'size',
  'color',
  'material',
  'fabric',
  'price',
  'subcategory',
];

/**
 * Filter-panel counts in one statement. Each facet counts the products that match every
 * filter except its own (so picking one brand still shows how many the other brands have),
 * over the scope of category and search. Counts are products, not variants; sizes and colours
 * come from the product's arrays (trigger variants_sync_product), so no variant is read.
 */
export function facetQuery(filters: ResolvedFilters, language: Language = 'en'): SQL {
  const subcategoryName = translatedText(language, sql`c.translations`, 'name', sql`c.name`);
  const { subCategoryId, ...rest } = filters;
  // A subcategory picked within a category is a refinement: the panel still counts its sisters.
  // A subcategory's own page (/categories/sarees) has no category around it: there it is the
  // scope, or the panel would offer every subcategory of the shop.
  const picked = subCategoryId !== undefined && filters.categoryId !== undefined;
  const scope = and(scopeConditions(picked ? rest : filters));
  const refinements: Partial<Record<Refinement, SQL>> = refinementConditions(filters);
  if (picked) refinements.subcategory = sql`p.sub_category_id = ${subCategoryId}`;

  const flag = (name: Refinement) => sql.raw(`m_${name}`);
  const matchColumns = sql.join(
    REFINEMENTS.map((name) => sql`${refinements[name] ?? sql`TRUE`} AS ${flag(name)}`),
    sql`, `,
  );
  /** Every refinement but `own`. */
  const others = (own: Refinement) =>
    sql.join(
      REFINEMENTS.filter((name) => name !== own).map((name) => sql`b.${flag(name)}`),
      sql` AND `,
    );

  return sql`
    WITH b AS MATERIALIZED (
      SELECT p.id, p.brand, p.material, p.fabric, p.sub_category_id, p.min_price, p.max_price,
        p.sizes, p.colors, ${matchColumns}
      FROM products p WHERE ${scope}
    )
    SELECT 'brand' AS facet, b.brand AS name, NULL AS extra, count(*)::int AS count
      FROM b WHERE ${others('brand')} GROUP BY b.brand
    UNION ALL
    SELECT 'material', b.material, NULL, count(*)::int
      FROM b WHERE ${others('material')} AND b.material IS NOT NULL GROUP BY b.material
    UNION ALL
    SELECT 'fabric', b.fabric, NULL, count(*)::int
      FROM b WHERE ${others('fabric')} AND b.fabric IS NOT NULL GROUP BY b.fabric
    UNION ALL
    SELECT 'size', s.size, NULL, count(*)::int
      FROM b, unnest(b.sizes) AS s(size) WHERE ${others('size')} GROUP BY s.size
    UNION ALL
    SELECT 'color', g.color,
      -- One swatch lookup per colour, after grouping (not one per product).
      (SELECT v.color_code FROM variants v WHERE v.color = g.color LIMIT 1), g.count
      FROM (
        SELECT c.color, count(*)::int AS count
        FROM b, unnest(b.colors) AS c(color) WHERE ${others('color')} GROUP BY c.color
      ) g
    UNION ALL
    SELECT 'subcategory', ${subcategoryName}, c.slug, count(*)::int
      FROM b JOIN categories c ON c.id = b.sub_category_id AND c.is_active
      WHERE ${others('subcategory')} GROUP BY 2, c.slug
    UNION ALL
    SELECT 'price', min(b.min_price)::text, max(b.max_price)::text, count(*)::int
      FROM b WHERE ${others('price')}
  `;
}

export async function findFacetRows(
  db: Executor,
  filters: ResolvedFilters,
  language: Language,
): Promise<FacetRow[]> {
  const rows = await selectRows<FacetRow>(db, facetQuery(filters, language));
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
