// A deck diff as +/− lists, section by section (the sideboard is a section of its own).
import type { DeckDiff, SnapshotSection } from "@/lib/insight/deck-diff";

const SECTION_LABELS: Record<SnapshotSection, string> = {
  ship: "Ship",
  captain: "Captain's deck",
  adventure: "Adventure deck",
  considering: "Considering",
};

const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);

export function DeckDiffView({ diff, label }: { diff: DeckDiff; label: string }) {
  if (diff.sections.length === 0) {
    return <p className="muted">No change in cards between {label}.</p>;
  }
  return (
    <div className="deck-diff" aria-label={`Changes between ${label}`} role="group">
      <p>
        <span className="diff-added">{signed(diff.added)}</span> copies added,{" "}
        <span className="diff-removed">−{diff.removed}</span> copies removed.
      </p>
      {diff.sections.map((s) => (
        <section key={s.section} aria-label={SECTION_LABELS[s.section]}>
          <h4>{SECTION_LABELS[s.section]}</h4>
          <ul className="deck-lines">
            {[...s.added, ...s.removed].map((l) => (
              <li key={l.slug} className={l.change > 0 ? "diff-added" : "diff-removed"}>
                <span className="deck-qty">{signed(l.change)}</span> {l.name}{" "}
                <span className="muted">
                  ({l.before} → {l.after})
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
