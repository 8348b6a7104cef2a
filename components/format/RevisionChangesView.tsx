// What changed from one revision of a format to the next, in a player's words.
import Link from "next/link";
import { describeRule } from "@/lib/formats/rule-wording";
import { isUnchanged, type RevisionChanges } from "@/lib/formats/revisions";

interface Props {
  changes: RevisionChanges;
  cards: ReadonlyMap<string, { slug: string; name: string }>;
}

function CardLink({ entry, cards }: { entry: string; cards: Props["cards"] }) {
  const card = cards.get(entry);
  return card ? <Link href={`/cards/${card.slug}`}>{card.name}</Link> : <>{entry}</>;
}

const setsText = (sets: string[] | null) => (sets === null ? "every set" : sets.join(", "));

export function RevisionChangesView({ changes, cards }: Props) {
  if (isUnchanged(changes)) return <p className="muted">No change to the lists or rules.</p>;
  const lines: React.ReactNode[] = [];
  if (changes.legalSets)
    lines.push(
      <>
        Legal sets: {setsText(changes.legalSets.before)} → {setsText(changes.legalSets.after)}.
      </>,
    );
  for (const entry of changes.banned.added)
    lines.push(
      <>
        Banned: <CardLink entry={entry} cards={cards} />.
      </>,
    );
  for (const entry of changes.banned.removed)
    lines.push(
      <>
        No longer banned: <CardLink entry={entry} cards={cards} />.
      </>,
    );
  for (const entry of changes.restricted.added)
    lines.push(
      <>
        Restricted to one copy: <CardLink entry={entry} cards={cards} />.
      </>,
    );
  for (const entry of changes.restricted.removed)
    lines.push(
      <>
        No longer restricted: <CardLink entry={entry} cards={cards} />.
      </>,
    );
  for (const rule of changes.rules.added) lines.push(<>New rule: {describeRule(rule)}</>);
  for (const rule of changes.rules.removed) lines.push(<>Rule dropped: {describeRule(rule)}</>);
  for (const { before, after } of changes.rules.changed)
    lines.push(
      <>
        Rule changed: {describeRule(before)} → {describeRule(after)}
      </>,
    );
  return (
    <ul className="revision-changes">
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}
