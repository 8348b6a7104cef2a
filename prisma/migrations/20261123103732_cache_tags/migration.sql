-- CreateTable
CREATE TABLE "cache_tag" (
    "tag" TEXT NOT NULL,
    "version" BIGSERIAL NOT NULL,
    "staleSince" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cache_tag_pkey" PRIMARY KEY ("tag")
);

-- Marks tags stale: a new version for each, announced to every instance (below).
-- The app's revalidateTag, scripts and the triggers below all come through here.
CREATE FUNCTION starport_mark_tags_stale(tags TEXT[]) RETURNS TABLE (tag TEXT, version BIGINT) AS $$
  INSERT INTO "cache_tag" AS c ("tag")
  SELECT DISTINCT t FROM unnest(tags) AS t
  ON CONFLICT ("tag") DO UPDATE
    SET "version" = nextval(pg_get_serial_sequence('cache_tag', 'version')), "staleSince" = CURRENT_TIMESTAMP
  RETURNING c."tag", c."version";
$$ LANGUAGE sql;

-- Every new version is announced on commit; listeners drop the entries carrying the tag.
CREATE FUNCTION starport_announce_cache_tag() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('starport_cache_tags', json_build_object('tag', NEW."tag", 'version', NEW."version"::text)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "cache_tag_announce" AFTER INSERT OR UPDATE ON "cache_tag"
  FOR EACH ROW EXECUTE FUNCTION starport_announce_cache_tag();

-- Any write to a table behind cached pages marks its tags stale, whoever writes
-- (the app, the seed loader, the rules importer, an operator's SQL).
CREATE FUNCTION starport_writes_mark_stale() RETURNS trigger AS $$
BEGIN
  PERFORM starport_mark_tags_stale(TG_ARGV::TEXT[]);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "card_set_marks_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "card_set"
  FOR EACH STATEMENT EXECUTE FUNCTION starport_writes_mark_stale('catalogue');
CREATE TRIGGER "card_marks_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "card"
  FOR EACH STATEMENT EXECUTE FUNCTION starport_writes_mark_stale('catalogue');
CREATE TRIGGER "errata_marks_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "errata"
  FOR EACH STATEMENT EXECUTE FUNCTION starport_writes_mark_stale('catalogue');
CREATE TRIGGER "ruling_marks_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ruling"
  FOR EACH STATEMENT EXECUTE FUNCTION starport_writes_mark_stale('catalogue');
CREATE TRIGGER "format_marks_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "format"
  FOR EACH STATEMENT EXECUTE FUNCTION starport_writes_mark_stale('catalogue');
CREATE TRIGGER "glossary_entry_marks_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "glossary_entry"
  FOR EACH STATEMENT EXECUTE FUNCTION starport_writes_mark_stale('rules');
CREATE TRIGGER "rules_section_marks_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rules_section"
  FOR EACH STATEMENT EXECUTE FUNCTION starport_writes_mark_stale('rules');
CREATE TRIGGER "card_anatomy_marks_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "card_anatomy"
  FOR EACH STATEMENT EXECUTE FUNCTION starport_writes_mark_stale('rules');

-- Public decks: a deck that is, or was, public changed.
CREATE FUNCTION starport_deck_marks_stale() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD."visibility" = 'PUBLIC' THEN
      PERFORM starport_mark_tags_stale(ARRAY['public-decks']);
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW."visibility" = 'PUBLIC' THEN
      PERFORM starport_mark_tags_stale(ARRAY['public-decks']);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "deck_marks_stale" AFTER INSERT OR UPDATE OR DELETE ON "deck"
  FOR EACH ROW EXECUTE FUNCTION starport_deck_marks_stale();
