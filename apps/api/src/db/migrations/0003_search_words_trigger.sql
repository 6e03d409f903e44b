-- Keeps search_words filled with the words of product names, brands and tags. Words are only
-- added: a word left behind by an edited product can only turn a typo into a real word that then
-- matches nothing, which costs nothing.
CREATE OR REPLACE FUNCTION products_search_words_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM regexp_split_to_table(
    lower(coalesce(NEW.name, '') || ' ' || coalesce(NEW.brand, '') || ' ' ||
          coalesce(array_to_string(NEW.tags, ' '), '')),
    '[^a-z0-9]+') AS w
  WHERE length(w) >= 3
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_search_words
  AFTER INSERT OR UPDATE OF name, brand, tags ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_words_update();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w
FROM products p,
  regexp_split_to_table(
    lower(p.name || ' ' || p.brand || ' ' || coalesce(array_to_string(p.tags, ' '), '')),
    '[^a-z0-9]+') AS w
WHERE length(w) >= 3
ON CONFLICT (word) DO NOTHING;
