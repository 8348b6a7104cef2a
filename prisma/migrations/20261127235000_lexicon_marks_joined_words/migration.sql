-- Marks the lexicon's words that exist only as name words run together
-- ("clothweave", "merrowslantern"): a joined word is found as typed, never as
-- a typo. They grow with the names (99.6% of the lexicon at 100k synthetic
-- cards), and the typo scan reads only the catalogue's words as written. A word
-- is written as such in a card when it is one of the name's words or is also
-- in its subtypes, traits, keywords or text (weights other than A).
-- A materialized view is built and refreshed with only pg_catalog on the search path (PostgreSQL 17):
-- search_text names the function it calls with its schema so the view can call it.
CREATE OR REPLACE FUNCTION search_text(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(public.name_fold(value), '[[:punct:]]+', ' ', 'g')
$$;

DROP MATERIALIZED VIEW search_lexicon;
CREATE MATERIALIZED VIEW search_lexicon AS
  SELECT w.lexeme AS word, count(*)::int AS cards, count(*) FILTER (WHERE 'A' = ANY (w.weights))::int AS "inNames",
         bool_and(w.weights <@ '{A}'::text[] AND w.lexeme <> ALL (n.words)) AS joined
  FROM "card" c
  CROSS JOIN LATERAL (SELECT tsvector_to_array(to_tsvector('simple', public.search_text(c."name"))) AS words) n,
  unnest(c."searchVector") w
  GROUP BY w.lexeme;

CREATE UNIQUE INDEX search_lexicon_word_idx ON search_lexicon (word);
CREATE INDEX search_lexicon_written_length_idx ON search_lexicon (length(word)) WHERE NOT joined;

ANALYZE search_lexicon;
