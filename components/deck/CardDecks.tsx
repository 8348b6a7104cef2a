// "Decks that use this card" on a card's page: a few public decks, finished
// ones first, with links to every public deck holding the card.
import Link from "next/link";
import { LegalityBadge } from "@/components/deck/LegalityBadge";
import { PlayerLink } from "@/components/ui/PlayerLink";
import type { DecksWithCard } from "@/lib/decks/decks-with-card";
import styles from "../card/card-page.module.css";

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);
/** A share in whole percent; "under 1%" rather than a 0 that reads as none. */
const share = (n: number, of: number) => (n > 0 && n * 100 < of ? "under 1%" : `${Math.round((n * 100) / of)}%`);

export function CardDecks({ slug, found }: { slug: string; found: DecksWithCard }) {
  const query = `/decks/public?card=${encodeURIComponent(slug)}`;
  return (
    <section aria-labelledby="card-decks-heading">
      <h2 id="card-decks-heading">Decks that use this card</h2>
      {found.finishedPublic > 0 && (
        <p data-testid="card-played-in">
          Played in {found.finishedTotal} of {plural(found.finishedPublic, "public deck", "public decks")} (
          {share(found.finishedTotal, found.finishedPublic)}).
        </p>
      )}
      {found.decks.length === 0 ? (
        <p className="muted">No public deck uses this card yet.</p>
      ) : (
        <ul className={styles.list}>
          {found.decks.map((d) => (
            <li key={d.id}>
              <Link href={`/decks/${d.id}`}>{d.name}</Link> <LegalityBadge legal={d.legal} formatName={d.format.name} />
              <span className="muted">
                {" "}
                by <PlayerLink handle={d.owner.handle} /> · {plural(d.likes, "like", "likes")}
                {d.finished ? "" : " · work in progress"}
              </span>
            </li>
          ))}
        </ul>
      )}
      {found.finishedTotal > 0 && (
        <p>
          <Link href={query}>All {plural(found.finishedTotal, "deck", "decks")} with this card</Link>
        </p>
      )}
      {found.total > found.finishedTotal && (
        <p>
          <Link href={`${query}&all=1`}>With works in progress: {plural(found.total, "deck", "decks")}</Link>
        </p>
      )}
    </section>
  );
}
