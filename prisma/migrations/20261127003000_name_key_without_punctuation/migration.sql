-- Issue 37: names match whatever their punctuation, hyphens and the spaces
-- between their words ("clothweave vest" is Cloth-Weave Vest). name_key()
-- becomes the folded name with ASCII spaces, punctuation and control
-- characters removed, as nameKey() in lib/cards/normalise-name.ts; the fold
-- it was (normaliseName there) stays as name_fold(), which search_text()
-- reads. card.nameKey is recomputed; nothing else is stored from it.
ALTER FUNCTION name_key(text) RENAME TO name_fold;

CREATE OR REPLACE FUNCTION search_text(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(name_fold(value), '[[:punct:]]+', ' ', 'g')
$$;

CREATE FUNCTION name_key(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(name_fold(value), '[\x01-\x2F\x3A-\x40\x5B-\x60\x7B-\x7F]+', '', 'g')
$$;

-- The trigger keeps calling name_key() by name; only the key of existing rows changes.
UPDATE "card" SET "nameKey" = name_key("name");
