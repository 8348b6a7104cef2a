import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import { DeckComparisonView } from "@/components/insight/DeckComparisonView";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getDecksToCompare } from "@/lib/decks/get-decks-to-compare";
import { rulesDeckOf } from "@/lib/decks/rules-deck";
import { compareDecks } from "@/lib/insight/compare-decks";

export const metadata: Metadata = { title: "Compare decks", robots: { index: false } };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// A deck named by its id or by a link to it (…/decks/<id>).
const deckRef = z
  .string()
  .trim()
  .max(300)
  .transform((v) => v.match(/\/decks\/([^/?#]+)/)?.[1] ?? v)
  .optional()
  .catch(undefined);
const querySchema = z.object({ a: deckRef, b: deckRef });

export default async function CompareDecksPage({ searchParams }: Props) {
  const { a = "", b = "" } = querySchema.parse(await searchParams);
  const user = await getCurrentUser();
  const decks = a && b ? await getDecksToCompare({ a, b, viewerId: user?.id ?? null }) : null;
  const nameA = decks?.a ? `A: ${decks.a.name}` : "A";
  const nameB = decks?.b ? `B: ${decks.b.name}` : "B";
  return (
    <article className="deck-compare">
      <h1>Compare decks</h1>
      <form method="get" className="insight-controls">
        <div className="insight-field">
          <label htmlFor="compare-a">Deck A (id or link)</label>
          <input id="compare-a" name="a" defaultValue={a} required />
        </div>
        <div className="insight-field">
          <label htmlFor="compare-b">Deck B (id or link)</label>
          <input id="compare-b" name="b" defaultValue={b} required />
        </div>
        <button type="submit">Compare</button>
      </form>
      {decks && (!decks.a || !decks.b) ? (
        <p role="alert" className="notice">
          {[!decks.a ? "A" : null, !decks.b ? "B" : null].filter(Boolean).join(" and ")}: no such deck, or it is
          private.
        </p>
      ) : null}
      {decks?.a && decks.b ? (
        <>
          <p>
            <Link href={`/decks/${decks.a.id}`}>{decks.a.name}</Link> ({decks.a.format.name}) against{" "}
            <Link href={`/decks/${decks.b.id}`}>{decks.b.name}</Link> ({decks.b.format.name}).
          </p>
          <DeckComparisonView
            comparison={compareDecks({ a: rulesDeckOf(decks.a.cards), b: rulesDeckOf(decks.b.cards) })}
            nameA={nameA}
            nameB={nameB}
          />
        </>
      ) : null}
    </article>
  );
}
