CREATE TABLE "search_queries" (
	"query" text PRIMARY KEY NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"results" integer DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" text PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_queries_top_idx" ON "search_queries" USING btree ("searches" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_queries_no_result_idx" ON "search_queries" USING btree ("searches" DESC NULLS LAST) WHERE "search_queries"."results" = 0;--> statement-breakpoint
-- Product types are exact (decision 017): "T-Shirt" is indexed as "tshirt" in the name, so a
-- search for "shirt" finds shirts by name (A) and t-shirts only by the hyphen's parts (C). The
-- category and subcategory names are product types and genders the shopper types ("Phone
-- Cases", "Men"), so they join the vector: subcategory at A, category at B. A renamed category
-- reaches its products' vectors when they are next saved.
CREATE OR REPLACE FUNCTION search_joined_hyphens(value text) RETURNS text AS $$
  SELECT regexp_replace(coalesce(value, ''), '([[:alnum:]])-([[:alnum:]])', '\1\2', 'g');
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_vector_update() RETURNS trigger AS $$
DECLARE
  tags_text text := coalesce(array_to_string(NEW.tags, ' '), '');
  category_name text;
  subcategory_name text;
BEGIN
  SELECT name INTO category_name FROM categories WHERE id = NEW.category_id;
  SELECT name INTO subcategory_name FROM categories WHERE id = NEW.sub_category_id;
  NEW.search_vector :=
    setweight(to_tsvector('english', search_joined_hyphens(NEW.name)), 'A') ||
    setweight(to_tsvector('english', search_joined_hyphens(subcategory_name)), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.brand, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(category_name, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'C') ||
    setweight(to_tsvector('english', tags_text || ' ' || search_joined_hyphens(tags_text)), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_vector ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_vector
  BEFORE INSERT OR UPDATE OF name, brand, tags, description, category_id, sub_category_id
  ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_vector_update();
--> statement-breakpoint
UPDATE products SET name = name;
--> statement-breakpoint
-- The shop's first synonyms: Indian words and spellings, and the ways one thing is typed. The
-- owner edits them in the back office.
INSERT INTO search_synonyms (id, terms)
SELECT substr(md5(array_to_string(terms, ',')), 1, 24), terms FROM (VALUES
  (ARRAY['saree', 'sari']),
  (ARRAY['kurti', 'kurthi', 'kurta']),
  (ARRAY['pyjama', 'pajama', 'payjama']),
  (ARRAY['chappal', 'slipper', 'sandal', 'floater', 'slider', 'kolhapuri']),
  (ARRAY['tshirt', 't shirt', 'tee']),
  (ARRAY['phone case', 'phone cover', 'mobile cover', 'mobile case', 'back cover', 'flip cover']),
  (ARRAY['earphone', 'earbud', 'headphone', 'tws', 'neckband']),
  (ARRAY['bedsheet', 'bed sheet', 'chadar', 'chaddar']),
  (ARRAY['curtain', 'parda', 'pardah']),
  (ARRAY['watch', 'ghadi', 'wristwatch']),
  (ARRAY['sunglass', 'goggle', 'shades', 'chashma', 'chasma']),
  (ARRAY['backpack', 'school bag', 'college bag', 'rucksack', 'bagpack', 'bag pack']),
  (ARRAY['jutti', 'juti', 'mojari', 'nagra']),
  (ARRAY['perfume', 'attar', 'itr', 'ittar']),
  (ARRAY['sneaker', 'trainer']),
  (ARRAY['shoe', 'joota', 'juta', 'jootey']),
  (ARRAY['frock', 'dress']),
  (ARRAY['legging', 'tights']),
  (ARRAY['lehenga', 'lehnga', 'lengha', 'ghagra']),
  (ARRAY['power bank', 'powerbank']),
  (ARRAY['charger', 'adapter', 'adaptor']),
  (ARRAY['jeans', 'denim']),
  (ARRAY['trouser', 'pant', 'chino']),
  (ARRAY['jogger', 'track pant', 'trackpant']),
  (ARRAY['wallet', 'purse']),
  (ARRAY['face wash', 'facewash', 'cleanser']),
  (ARRAY['moisturiser', 'moisturizer']),
  (ARRAY['sunscreen', 'sunblock']),
  (ARRAY['deodorant', 'deo']),
  (ARRAY['mug', 'cup'])
) AS groups(terms);
