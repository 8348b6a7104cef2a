-- CreateTable
CREATE TABLE "deck_favourite" (
    "deckId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deck_favourite_pkey" PRIMARY KEY ("deckId","userId")
);

-- CreateIndex
CREATE INDEX "deck_favourite_userId_createdAt_idx" ON "deck_favourite"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "deck_favourite" ADD CONSTRAINT "deck_favourite_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "deck"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deck_favourite" ADD CONSTRAINT "deck_favourite_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A favourite given or taken back changes the deck's page (its count) and the public lists.
CREATE TRIGGER "deck_favourite_inserted_marks_page_stale" AFTER INSERT ON "deck_favourite"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_deck_rows_mark_pages_stale();
CREATE TRIGGER "deck_favourite_deleted_marks_page_stale" AFTER DELETE ON "deck_favourite"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION starport_deck_rows_mark_pages_stale();
-- Per row: a deck deleted without favourites (a cascade of no rows) changes no list.
CREATE FUNCTION starport_deck_favourite_marks_stale() RETURNS trigger AS $$
BEGIN
  PERFORM starport_mark_tags_stale(ARRAY['public-decks']);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "deck_favourite_marks_stale" AFTER INSERT OR DELETE ON "deck_favourite"
  FOR EACH ROW EXECUTE FUNCTION starport_deck_favourite_marks_stale();
