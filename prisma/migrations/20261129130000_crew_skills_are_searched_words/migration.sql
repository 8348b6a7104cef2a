-- A crew's skills are words of the card, beside its subtypes, traits and
-- keywords (weight B): "medic" finds the crew with the Medic skill, as the
-- tile shows it, and not only cards whose text says "medic". A skill's id is
-- split where search_text() splits it ("jack_of_all_trades": jack, of, all,
-- trades), as the skill's printed name "Jack-of-All-Trades" is.
CREATE OR REPLACE FUNCTION card_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."nameVector" := to_tsvector('simple', search_text(coalesce(NEW."name", '')))
    || to_tsvector('simple', joined_name_words(coalesce(NEW."name", '')));
  NEW."searchVector" :=
    setweight(NEW."nameVector", 'A') ||
    setweight(to_tsvector('simple', search_text(array_to_string(
      NEW."subtypes" || NEW."traits" || NEW."keywords" || NEW."skills", ' '))), 'B') ||
    setweight(to_tsvector('simple', search_text(regexp_replace(coalesce(NEW."text", ''), '\[([a-z_]+)(:[a-z_]+)?\]', ' \1 \2 ', 'g'))), 'C');
  RETURN NEW;
END
$$;

DROP TRIGGER card_search_vector_update ON "card";
CREATE TRIGGER card_search_vector_update
  BEFORE INSERT OR UPDATE OF "name", "subtypes", "traits", "keywords", "skills", "text" ON "card"
  FOR EACH ROW EXECUTE FUNCTION card_search_vector();

UPDATE "card" SET "name" = "name" WHERE cardinality("skills") > 0;

REFRESH MATERIALIZED VIEW search_lexicon;
