// One revision of a format: its legal sets, banned and restricted cards
// (linked to the cards) and the rules it applies (linked to the glossary).
import Link from "next/link";
import { describeRule, ruleGlossary, ruleSeverity } from "@/lib/formats/rule-wording";
import type { FormatRevision } from "@/lib/rules/format";
import { CardNames } from "./CardNames";

interface Props {
  revision: FormatRevision;
  sets: ReadonlyMap<string, string>;
  cards: ReadonlyMap<string, { slug: string; name: string }>;
}

export function FormatRevisionView({ revision, sets, cards }: Props) {
  return (
    <div className="format-revision">
      <section aria-labelledby="legal-sets">
        <h3 id="legal-sets">Legal sets</h3>
        {revision.legalSets === null ? (
          <p>Every set.</p>
        ) : (
          <ul>
            {revision.legalSets.map((code) => (
              <li key={code}>
                <Link href={`/sets/${code}`}>{sets.get(code) ?? code}</Link> ({code})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="banned-cards">
        <h3 id="banned-cards">Banned</h3>
        {revision.banned.length ? <CardNames entries={revision.banned} cards={cards} /> : <p>No card is banned.</p>}
      </section>
      <section aria-labelledby="restricted-cards">
        <h3 id="restricted-cards">Restricted to one copy</h3>
        {revision.restricted.length ? (
          <CardNames entries={revision.restricted} cards={cards} />
        ) : (
          <p>No card is restricted.</p>
        )}
      </section>
      <section aria-labelledby="format-rules">
        <h3 id="format-rules">Rules</h3>
        <ul className="format-rules">
          {revision.rules.map((rule) => (
            <li key={`${rule.kind}-${"cardType" in rule ? rule.cardType : ""}`}>
              {describeRule(rule)}{" "}
              {ruleSeverity(rule) === "warning" ? (
                <span className="muted">(a warning: the deck stays legal)</span>
              ) : null}{" "}
              <Link href={`/rules#${ruleGlossary(rule)}`} className="glossary-link">
                Rules: {ruleGlossary(rule).replace(/_/g, " ")}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
