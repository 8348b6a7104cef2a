-- A card's page lists the public decks that hold it, cached under the tag
-- 'public-decks:card:<slug>'. A change to a public deck marks the tags of the
-- cards it holds (and 'public-decks', for the lists of every public deck), so a
-- save marks forty card pages stale instead of all of them. Each statement marks
-- each tag once however many rows it wrote.

-- A tag is marked once per transaction: its notification goes out at commit
-- anyway, and a save of a public deck marks each of its cards' tags from four
-- statements (the version, the cards out, the cards in, the verdict). A row this
-- transaction already wrote has this transaction's id as its xmin.
CREATE OR REPLACE FUNCTION starport_mark_tags_stale(tags TEXT[]) RETURNS TABLE (tag TEXT, version BIGINT) AS $$
  INSERT INTO "cache_tag" AS c ("tag")
  SELECT DISTINCT t FROM unnest(tags) AS t
  WHERE NOT EXISTS (
    SELECT 1 FROM "cache_tag" w WHERE w."tag" = t AND w.xmin::text::bigint = txid_current() % 4294967296
  )
  ON CONFLICT ("tag") DO UPDATE
    SET "version" = nextval(pg_get_serial_sequence('cache_tag', 'version')), "staleSince" = CURRENT_TIMESTAMP
  RETURNING c."tag", c."version";
$$ LANGUAGE sql;

-- 'public-decks' and the card tags of these decks' cards, as they are now.
CREATE FUNCTION starport_mark_deck_cards_stale(deck_ids TEXT[]) RETURNS void AS $$
BEGIN
  IF cardinality(deck_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM starport_mark_tags_stale(ARRAY['public-decks'] || ARRAY(
    SELECT DISTINCT 'public-decks:card:' || c."slug"
    FROM "deck_card" dc JOIN "card" c ON c."id" = dc."cardId"
    WHERE dc."deckId" = ANY(deck_ids)
  ));
END;
$$ LANGUAGE plpgsql;

-- Decks that are, or were, public: their attributes (name, likes, legality,
-- visibility) show in the lists. Statement-level, so a bulk update (a format
-- recheck) marks each card once.
DROP TRIGGER "deck_marks_stale" ON "deck";
DROP FUNCTION starport_deck_marks_stale();

CREATE FUNCTION starport_decks_mark_stale() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM starport_mark_deck_cards_stale(ARRAY(SELECT "id" FROM new_rows WHERE "visibility" = 'PUBLIC'));
  ELSE
    PERFORM starport_mark_deck_cards_stale(ARRAY(
      SELECT "id" FROM old_rows WHERE "visibility" = 'PUBLIC'
      UNION SELECT "id" FROM new_rows WHERE "visibility" = 'PUBLIC'
    ));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "decks_inserted_mark_stale" AFTER INSERT ON "deck"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_decks_mark_stale();
CREATE TRIGGER "decks_updated_mark_stale" AFTER UPDATE ON "deck"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_decks_mark_stale();

-- A deleted deck's cards are gone (cascade) by the time an AFTER trigger runs:
-- its card tags are marked before the row goes.
CREATE FUNCTION starport_deck_deleting_marks_stale() RETURNS trigger AS $$
BEGIN
  IF OLD."visibility" = 'PUBLIC' THEN
    PERFORM starport_mark_deck_cards_stale(ARRAY[OLD."id"]);
  END IF;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "deck_deleting_marks_stale" BEFORE DELETE ON "deck"
  FOR EACH ROW EXECUTE FUNCTION starport_deck_deleting_marks_stale();

-- A public deck's contents: the cards put in or taken out (or changed in number).
CREATE FUNCTION starport_deck_cards_mark_stale() RETURNS trigger AS $$
DECLARE
  changed_tags TEXT[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed_tags := ARRAY(
      SELECT DISTINCT 'public-decks:card:' || c."slug"
      FROM new_rows r JOIN "deck" d ON d."id" = r."deckId" JOIN "card" c ON c."id" = r."cardId"
      WHERE d."visibility" = 'PUBLIC');
  ELSIF TG_OP = 'UPDATE' THEN
    changed_tags := ARRAY(
      SELECT DISTINCT 'public-decks:card:' || c."slug"
      FROM (SELECT "deckId", "cardId" FROM old_rows UNION SELECT "deckId", "cardId" FROM new_rows) r
      JOIN "deck" d ON d."id" = r."deckId" JOIN "card" c ON c."id" = r."cardId"
      WHERE d."visibility" = 'PUBLIC');
  ELSE
    changed_tags := ARRAY(
      SELECT DISTINCT 'public-decks:card:' || c."slug"
      FROM old_rows r JOIN "deck" d ON d."id" = r."deckId" JOIN "card" c ON c."id" = r."cardId"
      WHERE d."visibility" = 'PUBLIC');
  END IF;
  IF cardinality(changed_tags) > 0 THEN
    PERFORM starport_mark_tags_stale(ARRAY['public-decks'] || changed_tags);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "deck_cards_inserted_mark_stale" AFTER INSERT ON "deck_card"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_deck_cards_mark_stale();
CREATE TRIGGER "deck_cards_updated_mark_stale" AFTER UPDATE ON "deck_card"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_deck_cards_mark_stale();
CREATE TRIGGER "deck_cards_deleted_mark_stale" AFTER DELETE ON "deck_card"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_deck_cards_mark_stale();

-- Likes order the lists (most liked first): a like given or taken back marks
-- the liked deck's cards when the deck is public, and 'public-decks' always.
DROP TRIGGER "deck_like_marks_stale" ON "deck_like";

CREATE FUNCTION starport_deck_like_marks_stale() RETURNS trigger AS $$
DECLARE
  liked TEXT := COALESCE(NEW."deckId", OLD."deckId");
BEGIN
  IF EXISTS (SELECT 1 FROM "deck" WHERE "id" = liked AND "visibility" = 'PUBLIC') THEN
    PERFORM starport_mark_deck_cards_stale(ARRAY[liked]);
  ELSE
    PERFORM starport_mark_tags_stale(ARRAY['public-decks']);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "deck_like_marks_stale" AFTER INSERT OR UPDATE OR DELETE ON "deck_like"
  FOR EACH ROW EXECUTE FUNCTION starport_deck_like_marks_stale();
