import type { Metadata } from "next";
import Link from "next/link";
import { SearchBox } from "@/components/search/SearchBox";
import { CardGrid } from "@/components/card/CardTile";
import { cachedFeaturedCards, cachedSets } from "@/lib/cache/catalogue-reads";
import { renderedAtBuild } from "@/lib/cache/build-phase";
import { formatDay, todayIso } from "@/lib/rules/dates";

export const metadata: Metadata = { alternates: { canonical: "/" } };

// Rendered once and kept until the catalogue changes; rendered again hourly too, so the featured cards follow the day.
export const revalidate = 3600;

export default async function HomePage() {
  if (renderedAtBuild()) return null;
  const day = todayIso();
  const [sets, featured] = await Promise.all([cachedSets(), cachedFeaturedCards({ day })]);
  return (
    <>
      <section className="hero">
        <h1>Starport</h1>
        <p>
          The card database for the Traveller Customizable Card Game: search every card, read its rulings and errata.
        </p>
        <SearchBox />
      </section>
      <section id="sets" aria-labelledby="sets-heading">
        <h2 id="sets-heading">Sets</h2>
        <ul className="set-list">
          {sets.map((set) => (
            <li key={set.code}>
              <Link href={`/sets/${set.code}`} prefetch={false}>
                <strong>{set.name}</strong> <span className="muted">({set.code})</span>
              </Link>
              <span className="muted">
                {" "}
                · {set.cardCount} cards · released {formatDay(set.releasedOn)}
              </span>
              <p>{set.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="featured-heading">
        <h2 id="featured-heading">Featured cards</h2>
        <CardGrid cards={featured} />
      </section>
    </>
  );
}
