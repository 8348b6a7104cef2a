import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import { CompareDeckPicker } from "@/components/deck/CompareDeckPicker";
import { DeckComparisonView } from "@/components/insight/DeckComparisonView";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getDecksToCompare } from "@/lib/decks/get-decks-to-compare";
import { listMyDecks, listPublicDecks } from "@/lib/decks/list-decks";
import { rulesDeckOf } from "@/lib/decks/rules-deck";
import { compareDecks } from "@/lib/insight/compare-decks";

export const metadata: Metadata = { title: "Compare decks", robots: { index: false } };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// A deck named by its id, or by a link to it (…/decks/<id>) from an older address.
const deckRef = z
  .string()
  .trim()
  .max(300)
  .transform((v) => v.match(/\/decks\/([^/?#]+)/)?.[1] ?? v)
  .optional()
  .catch(undefined);
const querySchema = z.object({ a: deckRef, b: deckRef, q: z.string().trim().max(100).catch("").default("") });

export default async function CompareDecksPage({ searchParams }: Props) {
  const { a, b, q } = querySchema.parse(await searchParams);
  const user = await getCurrentUser();
  const [decks, own, found] = await Promise.all([
    getDecksToCompare({ a, b, viewerId: user?.id ?? null }),
    user ? listMyDecks({ userId: user.id, sort: "name" }) : [],
    q ? listPublicDecks({ q, includeUnfinished: true }) : null,
  ]);
  const missing = [a && !decks.a ? "A" : null, b && !decks.b ? "B" : null].filter(Boolean);
  return (
    <article className="deck-compare">
      <h1>Compare decks</h1>
      <CompareDeckPicker
        a={decks.a}
        b={decks.b}
        own={own.map((d) => ({ id: d.id, name: d.name }))}
        forkedFrom={decks.a?.forkedFrom ?? null}
        q={q}
        found={
          found?.items.map((d) => ({ id: d.id, name: d.name, handle: d.owner.handle, formatName: d.format.name })) ??
          null
        }
      />
      {missing.length ? (
        <p role="alert" className="notice">
          {missing.join(" and ")}: no such deck, or it is private.
        </p>
      ) : null}
      {decks.a && decks.b ? (
        <>
          <p>
            <Link href={`/decks/${decks.a.id}`}>{decks.a.name}</Link> ({decks.a.format.name}) against{" "}
            <Link href={`/decks/${decks.b.id}`}>{decks.b.name}</Link> ({decks.b.format.name}).
          </p>
          <DeckComparisonView
            comparison={compareDecks({ a: rulesDeckOf(decks.a.cards), b: rulesDeckOf(decks.b.cards) })}
            nameA={decks.a.name}
            nameB={decks.b.name}
          />
        </>
      ) : null}
    </article>
  );
}
