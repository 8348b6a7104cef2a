"use client";
// The live verdict: legal or not, and every problem, each stated here once (the
// deck lines it concerns carry a marker linking to it), errors then warnings as on
// the deck page; choosing one highlights its cards, and its rule link opens the glossary entry.
import type { Severity } from "@/lib/rules/rule-ids";
import type { Verdict, Violation } from "@/lib/rules/types";

interface Props {
  verdict: Verdict;
  formatName: string;
  selected: Violation | null;
  onSelect: (violation: Violation | null) => void;
}

/** The id of a problem's entry in the panel, which line markers link to. */
export const violationId = (index: number) => `violation-${index}`;

const GROUPS: readonly (readonly [Severity, string])[] = [
  ["error", "Errors"],
  ["warning", "Warnings"],
];

export function LegalityPanel({ verdict, formatName, selected, onSelect }: Props) {
  return (
    <section className="legality-panel" aria-labelledby="legality-heading">
      <h2 id="legality-heading">Legality</h2>
      <p
        className={`legality-badge ${verdict.legal ? "is-legal" : "is-illegal"}`}
        role="status"
        aria-live="polite"
        data-testid="live-verdict"
      >
        {verdict.legal ? "Legal" : "Not legal"} in {formatName}
      </p>
      {verdict.violations.length ? (
        GROUPS.map(([severity, title]) => {
          // Each keeps its place in the verdict, which the line markers link to.
          const group = verdict.violations.flatMap((v, i) => (v.severity === severity ? [{ v, i }] : []));
          return group.length ? (
            <section key={severity} aria-label={title}>
              <h3>
                {title} ({group.length})
              </h3>
              <ul className="violations">
                {group.map(({ v, i }) => (
                  <li key={`${v.rule}-${i}`} id={violationId(i)} tabIndex={-1} className={`violation ${v.severity}`}>
                    <button
                      type="button"
                      aria-pressed={selected === v}
                      onClick={() => onSelect(selected === v ? null : v)}
                    >
                      {v.message}
                    </button>{" "}
                    <a className="violation-rule" href={`/rules#${v.glossary}`}>
                      Rule
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null;
        })
      ) : (
        <p className="muted">No problems.</p>
      )}
    </section>
  );
}
