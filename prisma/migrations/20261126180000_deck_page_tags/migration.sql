-- A shared (unlisted or public) deck's page is kept for visitors without a
-- session under its own tag, 'deck:<id>' (lib/cache/tags.ts). These triggers
-- mark it whenever something the page shows changes: the deck itself (a save,
-- its cards' verdict after a format revision, its visibility, a delete), a
-- like given or taken back, a fork made (the fork count) and the name of the
-- deck it was forked from or of its owner. Private decks mark nothing: no
-- visitor sees their page. Statement-level, so a bulk recheck marks each deck once.

-- Marks the pages of these decks and of their shared forks (a fork names its source).
CREATE FUNCTION starport_mark_deck_pages_stale(deck_ids TEXT[]) RETURNS void AS $$
BEGIN
  IF cardinality(deck_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM starport_mark_tags_stale(ARRAY(
    SELECT 'deck:' || d FROM unnest(deck_ids) AS d
    UNION
    SELECT 'deck:' || f."id" FROM "deck" f
    WHERE f."forkedFromId" = ANY(deck_ids) AND f."visibility" <> 'PRIVATE'
  ));
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION starport_deck_pages_mark_stale() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- A new fork: its source's page counts forks.
    PERFORM starport_mark_deck_pages_stale(ARRAY(
      SELECT DISTINCT "forkedFromId" FROM new_rows WHERE "forkedFromId" IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM starport_mark_deck_pages_stale(ARRAY(
      SELECT "id" FROM old_rows WHERE "visibility" <> 'PRIVATE'
      UNION SELECT "id" FROM new_rows WHERE "visibility" <> 'PRIVATE'));
  ELSE
    PERFORM starport_mark_deck_pages_stale(ARRAY(
      SELECT "id" FROM old_rows WHERE "visibility" <> 'PRIVATE'
      UNION SELECT "forkedFromId" FROM old_rows WHERE "forkedFromId" IS NOT NULL));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "deck_pages_inserted_mark_stale" AFTER INSERT ON "deck"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_deck_pages_mark_stale();
CREATE TRIGGER "deck_pages_updated_mark_stale" AFTER UPDATE ON "deck"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_deck_pages_mark_stale();
CREATE TRIGGER "deck_pages_deleted_mark_stale" AFTER DELETE ON "deck"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_deck_pages_mark_stale();

-- A like given or taken back (the count). A save's cards come with a new
-- version of the deck, which the deck's own trigger marks.
CREATE FUNCTION starport_deck_rows_mark_pages_stale() RETURNS trigger AS $$
BEGIN
  PERFORM starport_mark_deck_pages_stale(ARRAY(
    SELECT d."id" FROM "deck" d
    WHERE d."visibility" <> 'PRIVATE' AND d."id" IN (
      SELECT "deckId" FROM changed_rows)));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "deck_like_inserted_marks_page_stale" AFTER INSERT ON "deck_like"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_deck_rows_mark_pages_stale();
CREATE TRIGGER "deck_like_deleted_marks_page_stale" AFTER DELETE ON "deck_like"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_deck_rows_mark_pages_stale();

-- An owner's new name shows as "by …" on each of their shared decks.
CREATE FUNCTION starport_owner_marks_deck_pages_stale() RETURNS trigger AS $$
BEGIN
  PERFORM starport_mark_deck_pages_stale(ARRAY(
    SELECT d."id" FROM "deck" d
    JOIN new_rows n ON n."id" = d."ownerId"
    JOIN old_rows o ON o."id" = n."id"
    WHERE o."name" IS DISTINCT FROM n."name" AND d."visibility" <> 'PRIVATE'));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "user_name_marks_deck_pages_stale" AFTER UPDATE ON "user"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_owner_marks_deck_pages_stale();

-- A format revision changes the verdict every deck page of that format shows
-- (and the format pages): it marks the catalogue, as a change to a format does.
-- Recording that decks were rechecked (decksCheckedAt) changes no page.
CREATE TRIGGER "format_revision_written_marks_stale" AFTER INSERT OR DELETE OR TRUNCATE ON "format_revision"
  FOR EACH STATEMENT EXECUTE FUNCTION starport_writes_mark_stale('catalogue');
CREATE TRIGGER "format_revision_updated_marks_stale"
  AFTER UPDATE OF "formatId", "effectiveOn", "summary", "definition" ON "format_revision"
  FOR EACH STATEMENT EXECUTE FUNCTION starport_writes_mark_stale('catalogue');
