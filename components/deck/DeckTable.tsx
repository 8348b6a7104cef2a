// A list of decks with their format, legality and size.
import Link from "next/link";
import type { ListedDeck } from "@/lib/decks/list-decks";
import { PlayerLink } from "@/components/ui/PlayerLink";
import { LegalityBadge } from "./LegalityBadge";
import { Day } from "@/components/ui/Day";

const VISIBILITY_LABELS = { PRIVATE: "Private", UNLISTED: "Unlisted", PUBLIC: "Public" } as const;

export function DeckTable({ decks, showOwner = false }: { decks: ListedDeck[]; showOwner?: boolean }) {
  return (
    <ul className="deck-table">
      {decks.map((d) => (
        <li key={d.id} className="deck-row">
          <Link href={`/decks/${d.id}`} className="deck-row-name">
            {d.name}
          </Link>
          <LegalityBadge legal={d.legal} formatName={d.format.name} />
          <span className="muted">
            {d.cardCount} cards ·{" "}
            {showOwner ? (
              <>
                by <PlayerLink handle={d.owner.handle} />
              </>
            ) : (
              VISIBILITY_LABELS[d.visibility]
            )}{" "}
            · <Day at={d.updatedAt} />
            {d.visibility === "PRIVATE"
              ? null
              : ` · ${d.likes === 1 ? "1 like" : `${d.likes} likes`}${d.favourites ? ` · ${d.favourites === 1 ? "1 favourite" : `${d.favourites} favourites`}` : ""}${d.forks ? ` · ${d.forks === 1 ? "1 fork" : `${d.forks} forks`}` : ""}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
