// Card names from a format's list, each linked to its card when the catalogue has it.
import Link from "next/link";

export function CardNames({
  entries,
  cards,
}: {
  entries: readonly string[];
  cards: ReadonlyMap<string, { slug: string; name: string }>;
}) {
  return (
    <ul>
      {entries.map((entry) => {
        const card = cards.get(entry);
        return <li key={entry}>{card ? <Link href={`/cards/${card.slug}`}>{card.name}</Link> : entry}</li>;
      })}
    </ul>
  );
}
