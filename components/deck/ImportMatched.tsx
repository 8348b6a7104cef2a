// The cards an import matched, by section, with quantities; the sideboard
// ("considering") only when the list has one.
import Link from "next/link";
import { DECKLIST_SECTIONS, type DecklistSection } from "@/lib/decklists/entries";

export interface ImportedCard {
  name: string;
  slug: string;
  setCode: string;
  quantity: number;
}

const LABELS: Record<DecklistSection, string> = {
  ship: "Ship",
  captain: "Captain's deck",
  adventure: "Adventure deck",
  considering: "Considering (outside the deck)",
};

export function ImportMatched({ sections }: { sections: Record<DecklistSection, ImportedCard[]> }) {
  return (
    <section className="import-matched" aria-labelledby="import-matched-title">
      <h2 id="import-matched-title">Matched cards</h2>
      {DECKLIST_SECTIONS.filter((section) => section !== "considering" || sections.considering.length > 0).map(
        (section) => {
          const cards = sections[section];
          const count = cards.reduce((n, c) => n + c.quantity, 0);
          return (
            <section key={section} aria-label={LABELS[section]}>
              <h3>
                {LABELS[section]} <span className="deck-count">{count}</span>
              </h3>
              {cards.length ? (
                <ul className="deck-lines">
                  {cards.map((c, i) => (
                    <li key={`${c.slug}-${i}`}>
                      <span className="deck-qty">{c.quantity}×</span> <Link href={`/cards/${c.slug}`}>{c.name}</Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">None.</p>
              )}
            </section>
          );
        },
      )}
    </section>
  );
}
