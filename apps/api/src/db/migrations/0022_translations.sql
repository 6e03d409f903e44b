ALTER TABLE "banners" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Issue 19: the owner's Hindi names join the search vector, so a Hindi word finds the products
-- named with it: the Hindi name and subcategory name at A like the English ones, the Hindi
-- category name at B, the Hindi description at D. 'simple' (no stemming: there is no Hindi
-- dictionary in PostgreSQL); hyphens are joined ("टी-शर्ट" is "टीशर्ट", as search reads it).
-- Devanagari vowel signs are not [[:alnum:]] to PostgreSQL, so the join looks at any non-space.
CREATE OR REPLACE FUNCTION search_joined_hyphens_any(value text) RETURNS text AS $$
  SELECT regexp_replace(coalesce(value, ''), '([^[:space:]-])-([^[:space:]-])', '\1\2', 'g');
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_vector_update() RETURNS trigger AS $$
DECLARE
  tags_text text := coalesce(array_to_string(NEW.tags, ' '), '');
  category_name text;
  subcategory_name text;
  category_hindi text;
  subcategory_hindi text;
BEGIN
  SELECT name, translations->'hi'->>'name' INTO category_name, category_hindi
    FROM categories WHERE id = NEW.category_id;
  SELECT name, translations->'hi'->>'name' INTO subcategory_name, subcategory_hindi
    FROM categories WHERE id = NEW.sub_category_id;
  NEW.search_vector :=
    setweight(to_tsvector('english', search_joined_hyphens(NEW.name)), 'A') ||
    setweight(to_tsvector('english', search_joined_hyphens(subcategory_name)), 'A') ||
    setweight(to_tsvector('simple', search_joined_hyphens_any(NEW.translations->'hi'->>'name')), 'A') ||
    setweight(to_tsvector('simple', search_joined_hyphens_any(subcategory_hindi)), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.brand, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(category_name, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(category_hindi, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'C') ||
    setweight(to_tsvector('english', tags_text || ' ' || search_joined_hyphens(tags_text)), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D') ||
    setweight(to_tsvector('simple', coalesce(NEW.translations->'hi'->>'description', '')), 'D');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_vector ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_vector
  BEFORE INSERT OR UPDATE OF name, brand, tags, description, category_id, sub_category_id, translations
  ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_vector_update();
--> statement-breakpoint
-- Hindi words for the shop's synonym groups (decision 017): साड़ी finds sarees, जूते shoes. Added
-- to the group of the English word where the owner still has it, else a group of their own.
-- Every existing product's translations are empty, so no vector needs rebuilding.
CREATE TEMPORARY TABLE hindi_synonyms (english text NOT NULL, hindi text[] NOT NULL);
--> statement-breakpoint
INSERT INTO hindi_synonyms (english, hindi) VALUES
  ('saree', ARRAY['साड़ी', 'साड़ियां', 'साड़ियाँ', 'साडी']),
  ('kurta', ARRAY['कुर्ता', 'कुर्ते', 'कुर्ती', 'कुर्तियां', 'कुर्तियाँ']),
  ('pyjama', ARRAY['पजामा', 'पायजामा']),
  ('chappal', ARRAY['चप्पल', 'चप्पलें', 'सैंडल', 'स्लीपर']),
  ('tshirt', ARRAY['टीशर्ट', 'टी शर्ट']),
  ('phone case', ARRAY['मोबाइल कवर', 'फोन कवर', 'फ़ोन कवर', 'बैक कवर']),
  ('earphone', ARRAY['ईयरफोन', 'हेडफोन', 'ईयरबड्स']),
  ('bedsheet', ARRAY['चादर', 'चादरें', 'बेडशीट']),
  ('curtain', ARRAY['पर्दा', 'पर्दे', 'परदा']),
  ('watch', ARRAY['घड़ी', 'घड़ियां', 'घड़ियाँ']),
  ('sunglass', ARRAY['चश्मा', 'धूप का चश्मा', 'सनग्लास']),
  ('backpack', ARRAY['बैकपैक', 'स्कूल बैग', 'बस्ता']),
  ('jutti', ARRAY['जूती', 'जूतियां', 'मोजड़ी']),
  ('perfume', ARRAY['परफ्यूम', 'इत्र']),
  ('shoe', ARRAY['जूते', 'जूता']),
  ('frock', ARRAY['फ्रॉक', 'ड्रेस']),
  ('legging', ARRAY['लेगिंग', 'लेगिंग्स']),
  ('lehenga', ARRAY['लहंगा', 'लहँगा', 'घाघरा']),
  ('power bank', ARRAY['पावर बैंक']),
  ('charger', ARRAY['चार्जर']),
  ('jeans', ARRAY['जींस']),
  ('trouser', ARRAY['पैंट', 'पतलून', 'ट्राउज़र']),
  ('wallet', ARRAY['पर्स', 'बटुआ']),
  ('face wash', ARRAY['फेस वॉश', 'फेसवॉश']),
  ('mug', ARRAY['मग', 'कप']),
  ('shirt', ARRAY['शर्ट', 'कमीज़', 'कमीज']),
  ('dupatta', ARRAY['दुपट्टा', 'चुन्नी']),
  ('salwar', ARRAY['सलवार']),
  ('sherwani', ARRAY['शेरवानी']),
  ('jacket', ARRAY['जैकेट']),
  ('sweater', ARRAY['स्वेटर']),
  ('towel', ARRAY['तौलिया', 'टॉवल']),
  ('pillow', ARRAY['तकिया', 'तकिए']),
  ('blanket', ARRAY['कंबल', 'कम्बल']),
  ('bangle', ARRAY['चूड़ी', 'चूड़ियां', 'चूड़ियाँ']),
  ('earring', ARRAY['झुमके', 'झुमका', 'बाली', 'बालियां']),
  ('handbag', ARRAY['हैंडबैग']),
  ('top', ARRAY['टॉप']),
  ('shorts', ARRAY['शॉर्ट्स', 'निक्कर']),
  ('lipstick', ARRAY['लिपस्टिक']);
--> statement-breakpoint
UPDATE search_synonyms s
SET terms = s.terms || ARRAY(SELECT t FROM unnest(h.hindi) AS t WHERE t <> ALL (s.terms)),
  updated_at = now()
FROM hindi_synonyms h
WHERE h.english = ANY (s.terms);
--> statement-breakpoint
INSERT INTO search_synonyms (id, terms)
SELECT substr(md5(array_to_string(ARRAY[h.english] || h.hindi, ',')), 1, 24), ARRAY[h.english] || h.hindi
FROM hindi_synonyms h
WHERE NOT EXISTS (SELECT 1 FROM search_synonyms s WHERE h.english = ANY (s.terms));
--> statement-breakpoint
DROP TABLE hindi_synonyms;
