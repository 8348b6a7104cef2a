"use client";
// The live verdict: legal or not, and every problem, each stated here once (the
// deck lines it concerns carry a marker linking to it), errors then warnings as on
// the deck page; choosing one highlights its cards, and its rule link opens the glossary entry.
// A rule's problems share one entry, their common opening said once, as on the deck page.
import type { Severity } from "@/lib/rules/rule-ids";
import type { Verdict, Violation } from "@/lib/rules/types";
import { groupViolations } from "@/lib/rules/violation-wording";

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
          const violations = verdict.violations.filter((v) => v.severity === severity);
          return violations.length ? (
            <section key={severity} aria-label={title}>
              <h3>
                {title} ({violations.length})
              </h3>
              <ul className="violations">
                {groupViolations(violations).map((group) => {
                  const [first] = group.violations;
                  const problem = (v: Violation, i: number) => (
                    <button
                      type="button"
                      aria-pressed={selected === v}
                      onClick={() => onSelect(selected === v ? null : v)}
                    >
                      {group.texts[i]}
                    </button>
                  );
                  const rule = (
                    <a className="violation-rule" href={`/rules#${first!.glossary}`}>
                      Rule
                    </a>
                  );
                  // Each problem's id is its place in the verdict, which the line markers link to.
                  const at = verdict.violations.indexOf(first!);
                  return group.violations.length === 1 ? (
                    <li key={at} id={violationId(at)} tabIndex={-1} className={`violation ${severity}`}>
                      {problem(first!, 0)} {rule}
                    </li>
                  ) : (
                    <li key={at} className={`violation ${severity}`}>
                      {group.lead}
                      <ul className="violation-items">
                        {group.violations.map((v, i) => {
                          const index = verdict.violations.indexOf(v);
                          return (
                            <li key={index} id={violationId(index)} tabIndex={-1}>
                              {problem(v, i)}
                            </li>
                          );
                        })}
                      </ul>
                      {rule}
                    </li>
                  );
                })}
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
