// A retired card (an import no longer holds it; issue 38) keeps its page for the decks and collections that hold it:
// one quiet line says so.
export function RetiredNote({ retiredAt }: { retiredAt: Date | null }) {
  if (!retiredAt) return null;
  const day = retiredAt.toISOString().slice(0, 10);
  return (
    <p className="muted" data-testid="retired-note">
      Retired since <time dateTime={day}>{day}</time>: no longer in the catalogue&apos;s search.
    </p>
  );
}
