import { type SQL, sql } from 'drizzle-orm';

const BRANDS = [
  'Desi Threads',
  'Jaipur Looms',
  'Urban Tadka',
  'Kalakaari',
  'Mysore Silk House',
  'BlueMango',
  'Khadi Craft',
  'Chennai Cottons',
  'Bombay Denim Co.',
  'Stride India',
  'Kolhapuri Kraft',
  'Assam Leaf',
  'Bharat Beauty',
  'VoltEdge',
  'Lucknow Chikan',
  'Pune Pret',
  'Goa Breeze',
  'Delhi Darzi',
  'Kochi Coir',
  'Banaras Bunkar',
  'Mumbai Mills',
  'Surat Silks',
  'Indore Ink',
  'Agra Leather Co.',
  'Ludhiana Knits',
  'Tirupur Tees',
  'Kashmir Kani',
  'Bengal Handloom',
  'Rajasthan Rang',
  'Hyderabad House',
  'Coorg Cafe',
  'Mysuru Sandal',
  'Nagpur Naturals',
  'Patna Pottery',
  'Shillong Style',
  'Udaipur Arts',
  'Varanasi Weaves',
  'Ahmedabad Indigo',
  'Bhopal Batik',
  'Chandigarh Casuals',
];
const COLOURS = [
  ['Navy Blue', '#1f3a5f'],
  ['Maroon', '#800000'],
  ['Mustard', '#d4a017'],
  ['Bottle Green', '#006a4e'],
  ['Off White', '#f5f5dc'],
  ['Black', '#111111'],
  ['Red', '#b91c1c'],
  ['Sky Blue', '#7dd3fc'],
  ['Grey', '#6b7280'],
  ['Olive', '#556b2f'],
  ['Pink', '#ec4899'],
  ['Peach', '#fbbf8a'],
  ['Teal', '#0f766e'],
  ['Brown', '#7c4a1e'],
  ['Lavender', '#b497d6'],
  ['White', '#ffffff'],
];
const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const MATERIALS = ['Cotton', 'Linen', 'Silk', 'Rayon', 'Polyester', 'Wool', 'Leather', 'Denim'];
const FABRICS = ['Jersey', 'Poplin', 'Denim', 'Chiffon', 'Georgette', 'Khadi', 'Crepe', 'Twill'];
const STYLES = [
  'Classic',
  'Printed',
  'Embroidered',
  'Slim Fit',
  'Relaxed',
  'Handloom',
  'Festive',
  'Everyday',
];
const KINDS = ['tee', 'shirt', 'kurta', 'dress', 'jeans', 'saree', 'top', 'shoe'];

const textArray = (values: string[]) =>
  sql.raw(`(ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[])`);

/** A repeatable pseudo-random pick in [1, n] from the product number and a salt. */
const pick = (salt: string, n: number) =>
  sql.raw(`(abs(hashtext(g::text || '${salt}')) % ${n}) + 1`);

/** Products numbered from..to; ids are 'b' followed by the zero-padded number in hex. */
export function benchProductsSql(from: number, to: number): SQL {
  return sql`
    WITH subs AS (
      SELECT array_agg(c.id ORDER BY c.id) AS ids, array_agg(c.parent_id ORDER BY c.id) AS parents,
             array_agg(c.name ORDER BY c.id) AS names, count(*)::int AS n
      FROM categories c JOIN categories p ON p.id = c.parent_id
      WHERE c.level = 2 AND c.is_active AND p.is_active
    ),
    draft AS (
      SELECT g, 'b' || lpad(to_hex(g), 23, '0') AS id,
        (abs(hashtext(g::text || 'sub')) % subs.n) + 1 AS s,
        ${textArray(BRANDS)}[${pick('brand', BRANDS.length)}] AS brand,
        ${textArray(MATERIALS)}[${pick('mat', MATERIALS.length)}] AS material,
        ${textArray(FABRICS)}[${pick('fab', FABRICS.length)}] AS fabric,
        ${textArray(STYLES)}[${pick('style', STYLES.length)}] AS style,
        ${textArray(KINDS)}[${pick('kind', KINDS.length)}] AS kind,
        ${textArray(COLOURS.map(([, hex]) => hex!.slice(1)))}[${pick('col', COLOURS.length)}] AS hex,
        199 + (abs(hashtext(g::text || 'price')) % 98) * 100 AS price,
        (abs(hashtext(g::text || 'off')) % 71) AS off,
        -- Published reviews (issue 18): 0-39 per product, averages between 3 and 5 stars.
        (abs(hashtext(g::text || 'rc')) % 40) AS rc,
        subs.ids, subs.parents, subs.names
      FROM generate_series(${from}::int, ${to}::int) AS g, subs
    )
    INSERT INTO products (id, name, slug, description, category_id, sub_category_id, brand,
      price, original_price, min_price, max_price, total_stock, images, fabric, fit, material,
      wash_care, tags, is_active, is_featured, is_trending, display_filters, created_at, updated_at,
      rating_count, rating_total)
    SELECT id,
      style || ' ' || material || ' ' || names[s] || ' ' || g,
      'bench-' || g,
      'A ' || lower(style) || ' ' || lower(material) || ' piece from ' || brand || '.',
      parents[s], ids[s], brand,
      price, price + (price * off / 100), price, price + 100,
      (abs(hashtext(g::text || 'stock')) % 3) * 20,
      ARRAY['/uploads/catalog/' || kind || '-' || hex || '-front.svg'],
      fabric, 'Regular', material, 'Machine wash cold',
      ARRAY[lower(material), lower(style)],
      g % 50 <> 0, g % 500 = 0, g % 400 = 0,
      ARRAY['color', 'size']::text[],
      timestamptz '2026-01-01' + (g || ' minutes')::interval,
      timestamptz '2026-01-01' + (g || ' minutes')::interval,
      rc, rc * 3 + abs(hashtext(g::text || 'rt')) % (2 * rc + 1)
    FROM draft
    ON CONFLICT (id) DO NOTHING`;
}

/** Three variants per product: one colour, three consecutive sizes, stock matching totalStock. */
export function benchVariantsSql(from: number, to: number): SQL {
  return sql`
    INSERT INTO variants (id, product_id, color, color_code, size, price, original_price, stock,
      images, sku, position)
    SELECT 'c' || lpad(to_hex(g * 4 + v), 23, '0'), p.id,
      ${textArray(COLOURS.map(([name]) => name!))}[${pick('col', COLOURS.length)}],
      ${textArray(COLOURS.map(([, hex]) => hex!))}[${pick('col', COLOURS.length)}],
      ${textArray(SIZES)}[((abs(hashtext(g::text || 'size')) + v) % 5) + 1],
      p.price + v * 50, p.original_price + v * 50,
      CASE WHEN v = 0 THEN p.total_stock ELSE 0 END,
      p.images, 'bench-' || g || '-' || v, v
    FROM generate_series(${from}::int, ${to}::int) AS g
    JOIN products p ON p.id = 'b' || lpad(to_hex(g), 23, '0')
    CROSS JOIN generate_series(0, 2) AS v
    ON CONFLICT (id) DO NOTHING`;
}
