-- Typo correction needs words, not numbers: sizes, model numbers and quantities would only fill
-- the list (and slow every lookup) without ever being a sensible correction.
CREATE OR REPLACE FUNCTION products_search_words_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM regexp_split_to_table(
    lower(coalesce(NEW.name, '') || ' ' || coalesce(NEW.brand, '') || ' ' ||
          coalesce(array_to_string(NEW.tags, ' '), '')),
    '[^a-z0-9]+') AS w
  WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DELETE FROM search_words WHERE word ~ '^[0-9]+$';
