// A retired card (an import no longer holds it; issue 38) keeps its page for the decks and collections that hold it:
// one quiet line says so.
import { Day } from "@/components/ui/Day";

export function RetiredNote({ retiredAt }: { retiredAt: Date | null }) {
  if (!retiredAt) return null;
  return (
    <p className="muted" data-testid="retired-note">
      Retired since <Day at={retiredAt} />: no longer in the catalogue&apos;s search.
    </p>
  );
}
