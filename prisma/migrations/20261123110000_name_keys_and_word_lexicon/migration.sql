-- AlterTable
ALTER TABLE "card" ADD COLUMN     "nameKey" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "nameVector" tsvector;

-- CreateIndex
CREATE INDEX "card_nameVector_idx" ON "card" USING GIN ("nameVector");

-- CreateIndex
CREATE INDEX "card_creditValue_idx" ON "card"("creditValue");

-- CreateIndex
CREATE INDEX "card_vp_idx" ON "card"("vp");

-- CreateIndex
CREATE INDEX "card_distance_idx" ON "card"("distance");

-- CreateIndex
CREATE INDEX "card_jump_idx" ON "card"("jump");

-- CreateIndex
CREATE INDEX "card_attack_idx" ON "card"("attack");

-- CreateIndex
CREATE INDEX "card_defense_idx" ON "card"("defense");

-- CreateIndex
CREATE INDEX "card_structure_idx" ON "card"("structure");

-- CreateIndex
CREATE INDEX "card_crewSlots_idx" ON "card"("crewSlots");

-- CreateIndex
CREATE INDEX "card_upgradeSlotCount_idx" ON "card"("upgradeSlotCount");

-- CreateIndex
CREATE INDEX "card_nameKey_idx" ON "card"("nameKey");

-- The matching key of a name, step for step as normaliseName() in
-- lib/cards/normalise-name.ts (the integration test there proves they agree):
-- typographic quotes, apostrophes and dashes as ASCII (before and after NFKC),
-- invisible characters removed, NFKC, whitespace collapsed and trimmed, then
-- diacritics and case folded. lower() here folds ASCII only (the database's
-- locale is C), so the letters that survive NFD are folded first, both cases.
CREATE FUNCTION name_key(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(normalize(lower(
    replace(replace(replace(replace(replace(replace(replace(replace(translate(
      regexp_replace(normalize(btrim(regexp_replace(
        translate(normalize(
          translate(regexp_replace(value, '[\u200B-\u200D\u2060\uFEFF\u00AD]', '', 'g'),
            E'\u2018\u2019\u201A\u201B\u2032\u02BC\u00B4\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB\u2010\u2011\u2012\u2013\u2014\u2015\u2212',
            E'''''''''''''''"""""""-------'),
          NFKC),
          E'\u2018\u2019\u201A\u201B\u2032\u02BC\u00B4\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB\u2010\u2011\u2012\u2013\u2014\u2015\u2212',
          E'''''''''''''''"""""""-------'),
        '[\t\n\v\f\r \u0085\u1680\u2028\u2029]+', ' ', 'g'), ' '), NFD),
      '[\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]', '', 'g'),
      E'\u00F8\u00D8\u0111\u0110\u0142\u0141\u0127\u0126\u0167\u0166\u0131\u00F0\u00D0\u03C2',
      E'ooddllhhttidd\u03C3'),
    E'\u00DF', 'ss'), E'\u1E9E', 'ss'), E'\u00E6', 'ae'), E'\u00C6', 'ae'), E'\u0153', 'oe'), E'\u0152', 'oe'),
    E'\u00FE', 'th'), E'\u00DE', 'th')
  ), NFC), '[\t\n\v\f\r \u0085\u1680\u2028\u2029]+', ' ', 'g'), ' ')
$$;

CREATE FUNCTION card_name_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."nameKey" := name_key(NEW."name");
  RETURN NEW;
END
$$;

CREATE TRIGGER card_name_key_update
  BEFORE INSERT OR UPDATE OF "name" ON "card"
  FOR EACH ROW EXECUTE FUNCTION card_name_key();

-- The text search indexes: its folded words (name_key), split at every
-- punctuation mark as lib/cards/normalise-name.ts searchWords() splits them
-- ("KX-77" is kx and 77, not kx and minus 77), unstemmed ('simple'), as
-- Meilisearch indexes them: typos and prefixes are matched through the word
-- lexicon below, not by stemming. The name's words have a vector of their
-- own too: relevance looks name matches up in its index.
CREATE FUNCTION search_text(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(name_key(value), '[[:punct:]]+', ' ', 'g')
$$;

CREATE OR REPLACE FUNCTION card_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."nameVector" := to_tsvector('simple', search_text(coalesce(NEW."name", '')));
  NEW."searchVector" :=
    setweight(to_tsvector('simple', search_text(coalesce(NEW."name", ''))), 'A') ||
    setweight(to_tsvector('simple', search_text(array_to_string(NEW."subtypes" || NEW."traits" || NEW."keywords", ' '))), 'B') ||
    setweight(to_tsvector('simple', search_text(regexp_replace(coalesce(NEW."text", ''), '\[([a-z_]+)(:[a-z_]+)?\]', ' \1 \2 ', 'g'))), 'C');
  RETURN NEW;
END
$$;

UPDATE "card" SET "name" = "name";

-- The catalogue's distinct search words, with how many cards hold each and
-- how many hold it in their name: typo and prefix matching look words up
-- here instead of scanning cards, and the counts bound how many cards a
-- query's parts can hold. Refreshed after each catalogue load
-- (lib/search/refresh.ts).
DROP MATERIALIZED VIEW search_lexicon;
CREATE MATERIALIZED VIEW search_lexicon AS
  SELECT w.lexeme AS word, count(*)::int AS cards, count(*) FILTER (WHERE 'A' = ANY (w.weights))::int AS "inNames"
  FROM "card" c, unnest(c."searchVector") w
  GROUP BY w.lexeme;

CREATE UNIQUE INDEX search_lexicon_word_idx ON search_lexicon (word);
CREATE INDEX search_lexicon_length_idx ON search_lexicon (length(word));

-- How many cards hold each keyed term ("t:crew", "sk:pilot"): with the
-- lexicon's counts, how search tells a rare condition (worth an index scan)
-- from a common one (tested on the rows the others bring). Refreshed with it.
CREATE MATERIALIZED VIEW search_term_stats AS
  SELECT term, count(*)::int AS cards FROM "card" c, unnest(c."searchTerms") term GROUP BY term;

CREATE UNIQUE INDEX search_term_stats_term_idx ON search_term_stats (term);

-- The catalogue changes only when it is loaded, and is searched all the time:
-- its GIN indexes take every write at once rather than keep a pending list
-- that each search would have to read (and that steers the planner off them).
ALTER INDEX "card_searchVector_idx" SET (fastupdate = off);
ALTER INDEX "card_nameVector_idx" SET (fastupdate = off);
ALTER INDEX "card_searchTerms_idx" SET (fastupdate = off);
ALTER INDEX "card_name_trgm_idx" SET (fastupdate = off);
ALTER INDEX "card_text_trgm_idx" SET (fastupdate = off);
