-- Trigram matching for typo tolerance, edit distance for "did you mean" (lib/search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

-- AlterTable
ALTER TABLE "card" ADD COLUMN     "searchTerms" TEXT[],
ADD COLUMN     "searchVector" tsvector,
ADD COLUMN     "upgradeSlotCount" INTEGER;

-- CreateIndex
CREATE INDEX "card_searchTerms_idx" ON "card" USING GIN ("searchTerms");

-- CreateIndex
CREATE INDEX "card_searchVector_idx" ON "card" USING GIN ("searchVector");

-- CreateIndex
CREATE INDEX "card_name_trgm_idx" ON "card" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "card_text_trgm_idx" ON "card" USING GIN ("text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "card_cost_idx" ON "card"("cost");


-- The weighted full-text vector: name (A) > subtypes, traits, keywords (B) >
-- rules text (C). Kept by a trigger so every write path stays in step.
CREATE FUNCTION card_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchVector" :=
    setweight(to_tsvector('english', coalesce(NEW."name", '')), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW."subtypes" || NEW."traits" || NEW."keywords", ' ')), 'B') ||
    setweight(to_tsvector('english', regexp_replace(coalesce(NEW."text", ''), '\[([a-z_]+)(:[a-z_]+)?\]', ' \1 \2 ', 'g')), 'C');
  RETURN NEW;
END
$$;

CREATE TRIGGER card_search_vector_update
  BEFORE INSERT OR UPDATE OF "name", "subtypes", "traits", "keywords", "text" ON "card"
  FOR EACH ROW EXECUTE FUNCTION card_search_vector();

UPDATE "card" SET "name" = "name";

-- Every word of card names and rules text, for spelling corrections.
-- Refreshed after each catalogue load (lib/search/refresh.ts).
CREATE MATERIALIZED VIEW search_lexicon AS
  SELECT DISTINCT word FROM (
    SELECT unnest(regexp_split_to_array(lower(
      "name" || ' ' || array_to_string("subtypes" || "traits" || "keywords", ' ') || ' ' ||
      regexp_replace("text", '\[(?:skill:|cap:)?([a-z_]+)\]', ' \1 ', 'g')), '[^a-z0-9'']+')) AS word
    FROM "card"
  ) words
  WHERE length(word) >= 3;

CREATE UNIQUE INDEX search_lexicon_word_idx ON search_lexicon (word);
