// A deck's verdict: the Legal / Not legal badge, section counts against the
// format's targets, and each rule's problems with their cards and glossary entry.
// Shared by /check and the deck builder.
import Link from "next/link";
import { CardName } from "@/components/card/CardPreview";
import { didYouMean } from "@/lib/rules/checks/unknown-card";
import type { DeckTargets } from "@/lib/rules/deck-targets";
import type { Verdict, Violation } from "@/lib/rules/types";
import { groupViolations, namedCards, type ViolationGroup } from "@/lib/rules/violation-wording";

export interface VerdictCard {
  slug: string;
  name: string;
}

interface Props {
  verdict: Verdict;
  /** Names for the slugs violations mention and the cards they suggest; a slug without one is shown as is. */
  cards: readonly VerdictCard[];
  targets?: DeckTargets;
  formatName?: string;
  /** Heading level of the panel's title, so it fits the page's outline. */
  headingLevel?: 2 | 3;
  /** The warnings (advice: the deck stays legal) folded under their heading, so the page's list comes sooner. */
  foldWarnings?: boolean;
}

function Count({ label, value, target }: { label: string; value: number; target?: number }) {
  const off = target !== undefined && value !== target;
  return (
    <li className={off ? "verdict-count off" : "verdict-count"}>
      <span className="verdict-count-label">{label}</span> {value}
      {target !== undefined ? `/${target}` : ""}
    </li>
  );
}

/** Text with the cards it names in quotes as links. */
function Named({ text, cards }: { text: string; cards: readonly VerdictCard[] }) {
  return namedCards(text, cards).map((part, i) =>
    typeof part === "string" ? part : <CardName key={i} slug={part.slug} name={part.name} />,
  );
}

/**
 * A message with the cards it names in quotes as links; one that names the cards the player may have meant ends
 * with them as links, once, rather than in quotes.
 */
function ViolationText({
  violation,
  text,
  cards,
  slugs,
}: {
  violation: Violation;
  text: string;
  cards: readonly VerdictCard[];
  slugs: Map<string, string>;
}) {
  const suggested = violation.suggestions ?? [];
  const hint = didYouMean(suggested);
  const hinted = hint !== "" && text.endsWith(hint);
  return (
    <>
      <Named text={hinted ? text.slice(0, -hint.length) : text} cards={cards} />
      {hinted ? (
        <>
          {" "}
          Did you mean{" "}
          {suggested.map((name, i) => (
            <span key={name}>
              {i > 0 && (i === suggested.length - 1 ? " or " : ", ")}
              {slugs.has(name) ? <CardName slug={slugs.get(name)!} name={name} /> : `'${name}'`}
            </span>
          ))}
          ?
        </>
      ) : null}
    </>
  );
}

/** One rule's problems: their shared opening once, what each adds, the cards no message names, the rule's link. */
function ViolationEntry({
  group,
  names,
  slugs,
}: {
  group: ViolationGroup;
  names: Map<string, string>;
  slugs: Map<string, string>;
}) {
  const [first] = group.violations;
  const cardsOf = (v: Violation) => v.cards.map((slug) => ({ slug, name: names.get(slug) ?? slug }));
  const unnamed = [
    ...new Map(
      group.violations.flatMap((v) => {
        const named = new Set(
          namedCards(v.message, cardsOf(v)).flatMap((part) => (typeof part === "string" ? [] : [part.slug])),
        );
        return cardsOf(v)
          .filter((c) => !named.has(c.slug))
          .map((c) => [c.slug, c] as const);
      }),
    ).values(),
  ];
  const text = (v: Violation, i: number) => (
    <ViolationText violation={v} text={group.texts[i]!} cards={cardsOf(v)} slugs={slugs} />
  );
  return (
    <li className={`violation ${first!.severity}`} data-rule={first!.rule}>
      {group.violations.length === 1 ? (
        <p className="violation-message">{text(first!, 0)}</p>
      ) : (
        <>
          {group.lead ? (
            <p>
              <Named text={group.lead} cards={cardsOf(first!)} />
            </p>
          ) : null}
          <ul className="violation-items">
            {group.violations.map((v, i) => (
              <li key={i} className="violation-message">
                {text(v, i)}
              </li>
            ))}
          </ul>
        </>
      )}
      {unnamed.length > 0 && (
        <p className="violation-cards">
          Cards:{" "}
          {unnamed.map((card, j) => (
            <span key={card.slug}>
              {j > 0 && ", "}
              <CardName slug={card.slug} name={card.name} />
            </span>
          ))}
        </p>
      )}
      <p className="violation-rule">
        <Link href={`/rules#${first!.glossary}`}>Rules: {first!.glossary.replace(/_/g, " ")}</Link>
      </p>
    </li>
  );
}

/** A verdict's problems, one entry per rule (the opening they share said once), the cards they name linked. */
export function ProblemList({
  violations,
  cards,
  label,
}: {
  violations: readonly Violation[];
  cards: readonly VerdictCard[];
  label?: string;
}) {
  const names = new Map(cards.map((c) => [c.slug, c.name]));
  // A name printed in several sets links to the first of them the verdict was given.
  const slugs = new Map([...names].reverse().map(([slug, name]) => [name, slug]));
  return (
    <ul className="violation-list" aria-label={label}>
      {groupViolations(violations).map((group, i) => (
        <ViolationEntry key={`${group.violations[0]!.rule}-${i}`} group={group} names={names} slugs={slugs} />
      ))}
    </ul>
  );
}

function ViolationList({
  title,
  violations,
  cards,
  Heading,
  folded,
}: {
  title: string;
  violations: Violation[];
  cards: readonly VerdictCard[];
  Heading: "h3" | "h4";
  folded?: boolean;
}) {
  if (violations.length === 0) return null;
  const heading = (
    <Heading>
      {title} ({violations.length})
    </Heading>
  );
  const list = <ProblemList violations={violations} cards={cards} />;
  return (
    <section aria-label={title}>
      {folded ? (
        <details className="verdict-fold">
          <summary>{heading}</summary>
          {list}
        </details>
      ) : (
        <>
          {heading}
          {list}
        </>
      )}
    </section>
  );
}

export function VerdictPanel({ verdict, cards, targets = {}, formatName, headingLevel = 2, foldWarnings }: Props) {
  const Heading = `h${headingLevel}` as const;
  const errors = verdict.violations.filter((v) => v.severity === "error");
  const warnings = verdict.violations.filter((v) => v.severity === "warning");
  return (
    <section className="verdict-panel" aria-labelledby="verdict-title">
      <Heading id="verdict-title">Verdict{formatName ? ` for ${formatName}` : ""}</Heading>
      <p className={verdict.legal ? "verdict-badge legal" : "verdict-badge illegal"} role="status">
        {verdict.legal ? "Legal" : "Not legal"}
      </p>
      <ul className="verdict-counts" aria-label="Card counts">
        <Count label="Ship" value={verdict.counts.ship} target={targets.ship} />
        <Count label="Captain's deck" value={verdict.counts.captain} target={targets.captain} />
        <Count label="Adventure deck" value={verdict.counts.adventure} target={targets.adventure} />
      </ul>
      <ViolationList title="Errors" violations={errors} cards={cards} Heading={headingLevel === 2 ? "h3" : "h4"} />
      <ViolationList
        title="Warnings"
        violations={warnings}
        cards={cards}
        Heading={headingLevel === 2 ? "h3" : "h4"}
        folded={foldWarnings}
      />
      {verdict.violations.length === 0 && <p>No problems found.</p>}
    </section>
  );
}
