// "Recently deleted" on the player's decks: each deleted deck with when it
// goes for good and a button that restores it whole.
import type { DeletedDeck } from "@/lib/decks/list-decks";
import { formatDay } from "@/lib/rules/dates";

export function DeletedDecks({
  decks,
  keptDays,
  restore,
}: {
  decks: DeletedDeck[];
  keptDays: number;
  restore: (form: FormData) => Promise<void>;
}) {
  if (decks.length === 0) return null;
  return (
    <section className="deleted-decks" aria-labelledby="deleted-heading">
      <h2 id="deleted-heading">Recently deleted</h2>
      <p className="muted">
        Deleted decks are kept for {keptDays} days, then removed for good. Restoring brings back the cards and the
        history.
      </p>
      <ul>
        {decks.map((deck) => {
          return (
            <li key={deck.id}>
              <span>{deck.name}</span>{" "}
              <span className="muted">
                · deleted {formatDay(deck.deletedAt)}, kept until {formatDay(deck.keptUntil)}
              </span>{" "}
              <form action={restore} className="inline-form">
                <input type="hidden" name="deckId" value={deck.id} />
                <button type="submit" aria-label={`Restore ${deck.name}`}>
                  Restore
                </button>
              </form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
