-- Names typed with their words run together ("clothweave" for Cloth-Weave
-- Vest, "merrowslantern"): each pair of neighbouring name words joined, and
-- the whole name joined, are name words too (in both vectors, so in the
-- lexicon with their counts). Meilisearch splits a joined query word itself.
CREATE FUNCTION joined_name_words(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  WITH w AS (
    SELECT word, i FROM unnest(regexp_split_to_array(btrim(search_text(value)), ' +')) WITH ORDINALITY u(word, i)
    WHERE word <> ''
  )
  SELECT coalesce((SELECT string_agg(a.word || b.word, ' ' ORDER BY a.i) FROM w a JOIN w b ON b.i = a.i + 1), '')
    || CASE WHEN (SELECT count(*) FROM w) > 2 THEN ' ' || (SELECT string_agg(word, '' ORDER BY i) FROM w) ELSE '' END
$$;

CREATE OR REPLACE FUNCTION card_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."nameVector" := to_tsvector('simple', search_text(coalesce(NEW."name", '')))
    || to_tsvector('simple', joined_name_words(coalesce(NEW."name", '')));
  NEW."searchVector" :=
    setweight(NEW."nameVector", 'A') ||
    setweight(to_tsvector('simple', search_text(array_to_string(NEW."subtypes" || NEW."traits" || NEW."keywords", ' '))), 'B') ||
    setweight(to_tsvector('simple', search_text(regexp_replace(coalesce(NEW."text", ''), '\[([a-z_]+)(:[a-z_]+)?\]', ' \1 \2 ', 'g'))), 'C');
  RETURN NEW;
END
$$;

UPDATE "card" SET "name" = "name";

REFRESH MATERIALIZED VIEW search_lexicon;
