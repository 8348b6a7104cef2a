-- Public decks sort by likes: a like given or taken back marks the public deck list stale.
-- Per row, so a deck deleted without likes (a cascade of no rows) changes nothing.
-- Likes are only ever on shared decks, so an unlisted deck's like costs one needless refresh at most.
CREATE TRIGGER "deck_like_marks_stale" AFTER INSERT OR UPDATE OR DELETE ON "deck_like"
  FOR EACH ROW EXECUTE FUNCTION starport_writes_mark_stale('public-decks');
