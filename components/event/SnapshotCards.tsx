// A locked list's cards by section, with the names printed when it was registered.
import Link from "next/link";
import type { SnapshotCard } from "@/lib/events/canonical-list";
import { SECTION_TITLES, SECTIONS } from "./section-titles";

export function SnapshotCards({
  cards,
  headingLevel = 3,
  linked = true,
}: {
  cards: readonly SnapshotCard[];
  headingLevel?: 3 | 4;
  linked?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="snapshot-cards">
      {SECTIONS.map((section) => {
        const lines = cards.filter((c) => c.section === section);
        if (lines.length === 0) return null;
        const total = lines.reduce((n, c) => n + c.quantity, 0);
        return (
          <section key={section} aria-label={SECTION_TITLES[section]}>
            <Heading>
              {SECTION_TITLES[section]} <span className="deck-count">{total}</span>
            </Heading>
            <ul className="deck-lines">
              {lines.map((c) => (
                <li key={c.slug}>
                  <span className="deck-qty">{c.quantity}×</span>{" "}
                  {linked ? <Link href={`/cards/${c.slug}`}>{c.name}</Link> : c.name}{" "}
                  <span className="muted small-inline">{c.setCode}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
