-- Marks the lexicon's words that exist only as name words run together
-- ("clothweave", "merrowslantern"): they grow with the names (99.6% of the
-- lexicon at 100k synthetic cards). A word is written in a card when it is one
-- of the name's words or is also in its subtypes, traits, keywords or text
-- (weights other than A). A typo may stand for a written word, or for a name
-- word run together with a neighbour of one letter: people type "merrows" for
-- Merrow's, and misspell it too; the typo scan reads only those (partial
-- index). Two-letter neighbours ("atdusk") would add five times as many.

-- A name's words as search_text() splits them. A materialized view is built and refreshed with only pg_catalog on
-- the search path (PostgreSQL 17): the function carries the path it was made with, whatever the schema.
CREATE FUNCTION name_words(value text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  SET search_path FROM CURRENT AS $$
  SELECT regexp_split_to_array(btrim(search_text(value)), ' +')
$$;

DROP MATERIALIZED VIEW search_lexicon;
-- OFFSET 0 reads each card's name once: pulled up, name_words() ran for every word of the card, and a refresh at
-- 100k synthetic cards took 47 s (4.6 s so; 1.0 s before the marks). A one-letter pair is told by its two halves being
-- the card's name words, one of them a letter.
CREATE MATERIALIZED VIEW search_lexicon AS
  SELECT w.lexeme AS word, count(*)::int AS cards, count(*) FILTER (WHERE 'A' = ANY (w.weights))::int AS "inNames",
         bool_and(w.weights <@ '{A}'::text[] AND w.lexeme <> ALL (s.name)) AS joined,
         bool_or(NOT (w.weights <@ '{A}'::text[] AND w.lexeme <> ALL (s.name))
                 OR (right(w.lexeme, 1) = ANY (s.name) AND left(w.lexeme, -1) = ANY (s.name))
                 OR (left(w.lexeme, 1) = ANY (s.name) AND right(w.lexeme, -1) = ANY (s.name))) AS "typoTarget"
  FROM "card" c
  CROSS JOIN LATERAL (SELECT name_words(c."name") AS name OFFSET 0) s,
  unnest(c."searchVector") w
  GROUP BY w.lexeme;

CREATE UNIQUE INDEX search_lexicon_word_idx ON search_lexicon (word);
CREATE INDEX search_lexicon_typo_target_length_idx ON search_lexicon (length(word)) WHERE "typoTarget";

ANALYZE search_lexicon;
