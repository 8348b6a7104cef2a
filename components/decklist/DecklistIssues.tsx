// What a pasted list could not say: names not in the catalogue (with the
// closest matches) and lines that could not be read.
import Link from "next/link";
import type { DecklistProblem } from "@/lib/decklists/parse";

export interface DecklistUnknownName {
  name: string;
  quantity: number;
  line?: number;
  suggestions: { name: string; slug: string; setCode: string }[];
}

export function DecklistIssues({
  unknown,
  problems,
}: {
  unknown: readonly DecklistUnknownName[];
  problems: readonly DecklistProblem[];
}) {
  if (unknown.length === 0 && problems.length === 0) return null;
  return (
    <section className="decklist-issues" aria-labelledby="decklist-issues-title">
      <h2 id="decklist-issues-title">Not understood</h2>
      <p>These lines were left out of the verdict.</p>
      {unknown.length > 0 && (
        <ul className="unknown-names">
          {unknown.map((u, i) => (
            <li key={`${u.line ?? i}-${u.name}`}>
              {u.line !== undefined && <span className="muted">Line {u.line}: </span>}
              No card is named <strong>{u.name}</strong>.{" "}
              {u.suggestions.length > 0 ? (
                <>
                  Did you mean{" "}
                  {u.suggestions.map((s, j) => (
                    <span key={s.slug}>
                      {j > 0 && (j === u.suggestions.length - 1 ? " or " : ", ")}
                      <Link href={`/cards/${s.slug}`}>{s.name}</Link>
                      {u.name.toLowerCase() === s.name.toLowerCase() && ` (${s.setCode})`}
                    </span>
                  ))}
                  ?
                </>
              ) : (
                "No close match."
              )}
            </li>
          ))}
        </ul>
      )}
      {problems.length > 0 && (
        <ul className="decklist-problems">
          {problems.map((p) => (
            <li key={p.line}>
              <span className="muted">Line {p.line}:</span> <code>{p.text}</code> — {p.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
