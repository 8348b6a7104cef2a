"use client";
// The deal simulator on the deck page: each deal, draw and player count is
// written into the page's address (?seed=&players=&draws=), so a reload or a
// shared link deals the same cards. The page reads them back through deal-schema.
import type { DealState } from "@/lib/insight/deal-schema";
import type { Deck } from "@/lib/rules/types";
import { DealSimulator } from "./DealSimulator";

function writeToUrl(state: DealState) {
  const params = new URLSearchParams(window.location.search);
  params.set("seed", state.seed);
  params.set("players", String(state.players));
  params.set("draws", String(state.draws));
  window.history.replaceState(null, "", `${window.location.pathname}?${params}${window.location.hash}`);
}

export function UrlDealSimulator({ deck, initial }: { deck: Deck; initial: DealState | null }) {
  return <DealSimulator deck={deck} initial={initial} onChange={writeToUrl} />;
}
