"use client";
// Finds cards with the search query language, one request per query and page
// (GET /api/v1/cards answers every field of each card), and builds their
// engine data here, so adding one updates the live verdict at once. Each
// result shows what building needs: cost, type and subtype, key stats, how
// many are in the deck, and whether the format allows one more (why not is the
// "+" button's name and tooltip; a problem already in the deck is a marker
// linking to the legality panel, never a sentence repeated per result).
// "Only cards I own" keeps the loaded results the player owns a copy of.
// Keys: ↓ from the box into the results, ↑ ↓ between them, Enter adds.
// With no answer from the server, the search runs over the offline bundle: names and keys.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { CardName } from "@/components/card/CardPreview";
import { OnlyOwnedToggle } from "@/components/collection/OnlyOwnedToggle";
import { useOwnedCounts } from "@/components/collection/use-owned-counts";
import { toBuilderCard, type BuilderCard } from "@/lib/rules/builder-card";
import { onlyOwned } from "@/lib/collections/owned-vs-needed";
import { CAPABILITY_LABELS, CARD_TYPE_LABELS, crewSkillsLine } from "@/lib/cards/vocabulary";
import type { CopyLimit } from "@/lib/rules/copy-limit";
import type { RulesCardSource } from "@/lib/rules/to-rules-card";
import { noteServerAnswered } from "@/components/offline/connection";
import { ProblemMarker, type LineProblem } from "./ProblemMarker";

const PAGE_SIZE = 30;

interface Page {
  cards: BuilderCard[];
  total: number;
  totalIsLowerBound: boolean;
  pageCount: number;
  /** Answered in the browser from the offline bundle. */
  offline?: boolean;
}

async function search(q: string, page: number, signal: AbortSignal): Promise<Page> {
  const res = navigator.onLine
    ? await fetch(`/api/v1/cards?${new URLSearchParams({ q, page: String(page), pageSize: String(PAGE_SIZE) })}`, {
        signal,
      }).catch((error: Error) => {
        if (error.name === "AbortError") throw error;
        noteServerAnswered(false);
        return null;
      })
    : null;
  if (!res) {
    const { searchOffline } = await import("./search-offline");
    return {
      ...(await searchOffline({ query: q, page, pageSize: PAGE_SIZE })),
      totalIsLowerBound: false,
      offline: true,
    };
  }
  const body = await res.json();
  if (!res.ok) throw new Error(body.error?.message ?? "Search failed");
  return {
    cards: (body.items as RulesCardSource[]).map(toBuilderCard),
    total: body.total,
    totalIsLowerBound: body.totalIsLowerBound,
    pageCount: body.pageCount,
  };
}

/** The stats a builder weighs for each type, in a few words. */
export function keyStats(card: BuilderCard): string {
  const { rules } = card;
  switch (card.type) {
    case "CREW":
      return crewSkillsLine(rules);
    case "UPGRADE":
      return [
        card.subtypes.length ? `${card.subtypes.join("/")} slot` : "",
        rules.structure !== null ? `structure ${rules.structure}` : "",
      ]
        .filter(Boolean)
        .join(", ");
    case "ADVENTURE":
      return [rules.vp !== null ? `${rules.vp} VP` : "", rules.distance !== null ? `distance ${rules.distance}` : ""]
        .filter(Boolean)
        .join(", ");
    case "SHIP":
      return [
        rules.crewSlots !== null ? `${rules.crewSlots} crew slots` : "",
        rules.capabilities.map((c) => CAPABILITY_LABELS[c]).join(", "),
      ]
        .filter(Boolean)
        .join(" · ");
    default:
      return "";
  }
}

interface Props {
  quantities: ReadonlyMap<string, number>;
  limitOf: (card: BuilderCard) => CopyLimit;
  onAdd: (card: BuilderCard) => void;
  problems: ReadonlyMap<string, LineProblem>;
  onOpenProblem: (index: number) => void;
}

export function CardSearchPane({ quantities, limitOf, onAdd, problems, onOpenProblem }: Props) {
  const [q, setQ] = useState("");
  const [result, setResult] = useState<{ q: string; pages: number } & Page>({
    q: "",
    pages: 0,
    cards: [],
    total: 0,
    totalIsLowerBound: false,
    pageCount: 0,
  });
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [refusal, setRefusal] = useState("");
  const [ownedOnly, setOwnedOnly] = useState(false);
  const resultSlugs = useMemo(() => result.cards.map((c) => c.slug), [result.cards]);
  const counts = useOwnedCounts(resultSlugs, { enabled: ownedOnly });
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    const query = q.trim();
    const timer = setTimeout(() => {
      if (!query) {
        setResult({ q: "", pages: 0, cards: [], total: 0, totalIsLowerBound: false, pageCount: 0 });
        setError(null);
        return;
      }
      search(query, 1, controller.signal).then(
        (page) => {
          setResult({ q: query, pages: 1, ...page });
          setError(null);
        },
        (e: Error) => e.name !== "AbortError" && setError(e.message),
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  async function loadMore() {
    setLoadingMore(true);
    try {
      const next = await search(result.q, result.pages + 1, new AbortController().signal);
      setResult((current) =>
        current.q === result.q
          ? { ...current, pages: current.pages + 1, cards: [...current.cards, ...next.cards] }
          : current,
      );
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setLoadingMore(false);
    }
  }

  function add(card: BuilderCard) {
    const limit = limitOf(card);
    if (!limit.canAddOne) {
      setRefusal(limit.reason ?? "");
      return;
    }
    setRefusal("");
    onAdd(card);
  }

  const buttons = () => [...(list.current?.querySelectorAll<HTMLButtonElement>("button.add-card") ?? [])];
  function onResultKey(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const all = buttons();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (at === -1) return;
    event.preventDefault();
    if (event.key === "ArrowUp" && at === 0) input.current?.focus();
    else all[Math.max(0, Math.min(all.length - 1, at + (event.key === "ArrowDown" ? 1 : -1)))]?.focus();
  }

  const loaded = result.cards.length;
  const cards = ownedOnly ? onlyOwned(result.cards, counts.owned) : result.cards;
  const ownedNote = !counts.available
    ? "Sign in to see the cards you own."
    : counts.complete
      ? `${cards.length} you own of ${loaded} loaded`
      : "Checking your collection…";
  return (
    <section className="card-search-pane" aria-labelledby="search-heading">
      <h2 id="search-heading">Add cards</h2>
      <input
        ref={input}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" && buttons()[0]) {
            e.preventDefault();
            buttons()[0]!.focus();
          }
        }}
        aria-label="Search cards to add"
        placeholder="e.g. t:crew sk:pilot"
        aria-invalid={error ? true : undefined}
        aria-describedby="pane-error pane-count"
        data-search-shortcut="builder"
        autoComplete="off"
        spellCheck={false}
      />
      <OnlyOwnedToggle checked={ownedOnly} onChange={setOwnedOnly} />
      <p id="pane-error" className="field-error" aria-live="polite">
        {error}
      </p>
      <p id="pane-count" className="muted result-count" aria-live="polite" data-testid="result-count">
        {result.q
          ? result.total === 0
            ? "No cards match."
            : `${result.totalIsLowerBound ? "At least " : ""}${result.total} card${result.total === 1 ? "" : "s"}${loaded < result.total ? ` · showing ${loaded}` : ""}${ownedOnly ? ` · ${ownedNote}` : ""}${result.offline ? " · offline: names and keys only" : ""}`
          : "Type to search; ↓ moves into the results, Enter adds."}
      </p>
      <p className="limit-refusal" role="status" aria-live="assertive">
        {refusal}
      </p>
      <ul className="search-results" ref={list} onKeyDown={onResultKey}>
        {cards.map((card) => {
          const limit = limitOf(card);
          const inDeck = quantities.get(card.slug) ?? 0;
          const stats = keyStats(card);
          const problem = problems.get(card.slug);
          const addName = card.type === "SHIP" ? `Use ${card.name} as the ship` : `Add ${card.name}`;
          return (
            <li key={card.slug} className={limit.canAddOne ? undefined : "at-limit"}>
              <button
                type="button"
                className="add-card"
                onClick={() => add(card)}
                aria-label={limit.canAddOne ? addName : `${addName}: not allowed. ${limit.reason ?? ""}`.trim()}
                title={limit.canAddOne ? undefined : (limit.reason ?? undefined)}
                aria-disabled={limit.canAddOne ? undefined : true}
              >
                +
              </button>
              <span className="result-main">
                <CardName slug={card.slug} name={card.name} as="button" className="deck-line-name" />
                <span className="result-meta muted">
                  {CARD_TYPE_LABELS[card.type]}
                  {card.subtypes.length ? ` — ${card.subtypes.join(", ")}` : ""}
                  {card.cost !== null ? ` · cost ${card.cost}` : ""}
                  {stats ? ` · ${stats}` : ""}
                </span>
              </span>
              <span className="result-side">
                {problem ? <ProblemMarker problem={problem} name={card.name} onOpen={onOpenProblem} /> : null}
                {inDeck ? <span className="in-deck">{inDeck} in deck</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
      {loaded < result.total && loaded > 0 ? (
        <button type="button" className="load-more" onClick={() => void loadMore()} disabled={loadingMore}>
          {loadingMore ? "Loading…" : `Show ${Math.min(PAGE_SIZE, result.total - loaded)} more`}
        </button>
      ) : null}
    </section>
  );
}
