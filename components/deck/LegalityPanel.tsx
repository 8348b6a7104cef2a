"use client";
// The live verdict: legal or not, and every problem, each stated here once (the
// deck lines it concerns carry a marker linking to it); choosing one highlights
// its cards, and its rule link opens the glossary entry.
import type { Verdict, Violation } from "@/lib/rules/types";

interface Props {
  verdict: Verdict;
  formatName: string;
  selected: Violation | null;
  onSelect: (violation: Violation | null) => void;
}

/** The id of a problem's entry in the panel, which line markers link to. */
export const violationId = (index: number) => `violation-${index}`;

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
        <ul className="violations">
          {verdict.violations.map((v, i) => (
            <li key={`${v.rule}-${i}`} id={violationId(i)} tabIndex={-1} className={`violation ${v.severity}`}>
              <button type="button" aria-pressed={selected === v} onClick={() => onSelect(selected === v ? null : v)}>
                <span className="severity">{v.severity === "error" ? "Error" : "Warning"}:</span> {v.message}
              </button>{" "}
              <a href={`/rules#${v.glossary}`}>Rule</a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No problems.</p>
      )}
    </section>
  );
}
