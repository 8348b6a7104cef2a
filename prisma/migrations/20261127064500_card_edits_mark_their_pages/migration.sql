-- A change to cards drops only the cached pages that show them (issue 38), not
-- every card, set and search page: each card's own tag 'card:<slug>' (its page),
-- its set's 'set:<code>', 'search' (searches and lists that may show any card),
-- 'deck:<id>' of each shared deck holding it (the deck page prints its cards),
-- and, when what they list changes, the tags of the cards whose page lists it
-- (sharing a subtype or a trait with it, or named in its text), before and after.
-- The catalogue tag stays for what changes the catalogue's shape: cards added or
-- removed, an identity or a type changed (addresses, set lists, the day's
-- featured pick), a statement changing more than 100 cards, a set or a format.
-- Whoever writes (an editor, the import or the seed loader, an operator's SQL)
-- drops the same pages.

-- Marks what shows these cards now; too many at once marks the whole catalogue.
CREATE FUNCTION starport_mark_cards_stale(card_ids INT[], extra_tags TEXT[] DEFAULT '{}') RETURNS void AS $$
BEGIN
  IF cardinality(card_ids) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(card_ids) > 100 THEN
    PERFORM starport_mark_tags_stale(ARRAY['catalogue']);
    RETURN;
  END IF;
  PERFORM starport_mark_tags_stale(ARRAY['search'] || extra_tags || ARRAY(
    SELECT 'card:' || c."slug" FROM "card" c WHERE c."id" = ANY(card_ids)
    UNION SELECT 'set:' || c."setCode" FROM "card" c WHERE c."id" = ANY(card_ids)
    UNION SELECT 'deck:' || d."id" FROM "deck_card" dc JOIN "deck" d ON d."id" = dc."deckId"
      WHERE dc."cardId" = ANY(card_ids) AND d."visibility" <> 'PRIVATE'
  ));
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION starport_cards_mark_stale() RETURNS trigger AS $$
DECLARE
  listing TEXT[];
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    PERFORM starport_mark_tags_stale(ARRAY['catalogue']);
    RETURN NULL;
  END IF;
  IF (SELECT count(*) FROM new_rows) > 100 OR EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n."id" = o."id"
    WHERE (o."slug", o."setCode", o."number", o."type") IS DISTINCT FROM (n."slug", n."setCode", n."number", n."type")
  ) THEN
    PERFORM starport_mark_tags_stale(ARRAY['catalogue']);
    RETURN NULL;
  END IF;
  -- The other cards whose page lists a changed card, when what they list changes: a name, a subtype or a
  -- trait (their related and same-trait cards), or their own name in the card's text (the cards naming them).
  listing := ARRAY(
    SELECT DISTINCT 'card:' || o."slug"
    FROM old_rows a JOIN new_rows n ON n."id" = a."id" JOIN "card" o ON o."id" <> n."id"
    WHERE ((a."name", a."subtypes", a."traits") IS DISTINCT FROM (n."name", n."subtypes", n."traits")
        AND (o."subtypes" && (a."subtypes" || n."subtypes") OR o."traits" && (a."traits" || n."traits")))
      OR (a."name" IS DISTINCT FROM n."name" AND strpos(lower(n."text"), lower(o."name")) > 0)
      OR (strpos(lower(a."text"), lower(o."name")) > 0) <> (strpos(lower(n."text"), lower(o."name")) > 0));
  PERFORM starport_mark_cards_stale(ARRAY(SELECT "id" FROM new_rows), listing);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- Errata, rulings and images: the cards they belong to.
CREATE FUNCTION starport_card_rows_mark_stale() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM starport_mark_cards_stale(ARRAY(SELECT DISTINCT "cardId" FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM starport_mark_cards_stale(ARRAY(SELECT "cardId" FROM old_rows UNION SELECT "cardId" FROM new_rows));
  ELSE
    PERFORM starport_mark_cards_stale(ARRAY(SELECT DISTINCT "cardId" FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER "card_marks_stale" ON "card";
CREATE TRIGGER "cards_inserted_mark_stale" AFTER INSERT ON "card"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_cards_mark_stale();
CREATE TRIGGER "cards_updated_mark_stale" AFTER UPDATE ON "card"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_cards_mark_stale();
CREATE TRIGGER "cards_deleted_mark_stale" AFTER DELETE ON "card"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_cards_mark_stale();
CREATE TRIGGER "card_truncated_marks_stale" AFTER TRUNCATE ON "card"
  FOR EACH STATEMENT EXECUTE FUNCTION starport_writes_mark_stale('catalogue');

DROP TRIGGER "errata_marks_stale" ON "errata";
CREATE TRIGGER "errata_inserted_marks_stale" AFTER INSERT ON "errata"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_card_rows_mark_stale();
CREATE TRIGGER "errata_updated_marks_stale" AFTER UPDATE ON "errata"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_card_rows_mark_stale();
CREATE TRIGGER "errata_deleted_marks_stale" AFTER DELETE ON "errata"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_card_rows_mark_stale();
CREATE TRIGGER "errata_truncated_marks_stale" AFTER TRUNCATE ON "errata"
  FOR EACH STATEMENT EXECUTE FUNCTION starport_writes_mark_stale('catalogue');

DROP TRIGGER "ruling_marks_stale" ON "ruling";
CREATE TRIGGER "ruling_inserted_marks_stale" AFTER INSERT ON "ruling"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_card_rows_mark_stale();
CREATE TRIGGER "ruling_updated_marks_stale" AFTER UPDATE ON "ruling"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_card_rows_mark_stale();
CREATE TRIGGER "ruling_deleted_marks_stale" AFTER DELETE ON "ruling"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_card_rows_mark_stale();
CREATE TRIGGER "ruling_truncated_marks_stale" AFTER TRUNCATE ON "ruling"
  FOR EACH STATEMENT EXECUTE FUNCTION starport_writes_mark_stale('catalogue');

DROP TRIGGER "card_image_marks_stale" ON "card_image";
CREATE TRIGGER "card_image_inserted_marks_stale" AFTER INSERT ON "card_image"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_card_rows_mark_stale();
CREATE TRIGGER "card_image_updated_marks_stale" AFTER UPDATE ON "card_image"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_card_rows_mark_stale();
CREATE TRIGGER "card_image_deleted_marks_stale" AFTER DELETE ON "card_image"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_card_rows_mark_stale();
CREATE TRIGGER "card_image_truncated_marks_stale" AFTER TRUNCATE ON "card_image"
  FOR EACH STATEMENT EXECUTE FUNCTION starport_writes_mark_stale('catalogue');
