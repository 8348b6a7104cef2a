import Link from "next/link";
import { Day } from "@/components/ui/Day";

interface SetSummary {
  code: string;
  name: string;
  description: string;
  releasedOn: Date;
  cardCount: number;
}

/** Every set of the catalogue, in release order: its name, code, size, release day and what it is about. */
export function SetList({ sets }: { sets: readonly SetSummary[] }) {
  return (
    <ul className="set-list">
      {sets.map((set) => (
        <li key={set.code}>
          <Link href={`/sets/${set.code.toLowerCase()}`} prefetch={false}>
            <strong>{set.name}</strong> <span className="muted">({set.code})</span>
          </Link>
          <span className="muted">
            {" "}
            · {set.cardCount} cards · released <Day at={set.releasedOn} />
          </span>
          <p>{set.description}</p>
        </li>
      ))}
    </ul>
  );
}
