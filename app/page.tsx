import type { Metadata } from "next";
import { SearchBox } from "@/components/search/SearchBox";
import { CardGrid } from "@/components/card/CardTile";
import { SetList } from "@/components/catalogue/SetList";
import { cachedFeaturedCards, cachedSets } from "@/lib/cache/catalogue-reads";
import { renderedAtBuild } from "@/lib/cache/build-phase";
import { todayIso } from "@/lib/rules/dates";

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
        <p className="hero-random">
          <a href="/random">Open a random card</a>
        </p>
      </section>
      <section id="sets" aria-labelledby="sets-heading">
        <h2 id="sets-heading">Sets</h2>
        <SetList sets={sets} />
      </section>
      <section aria-labelledby="featured-heading">
        <h2 id="featured-heading">Featured cards</h2>
        <CardGrid cards={featured} />
      </section>
    </>
  );
}
