// The one way the browser fetches a card by its exact name (the header's search and quick add): the public
// cards/named endpoint, which compares names by the one name key (case, accents, punctuation and spacing aside).
import type { RulesCardSource } from "@/lib/rules/to-rules-card";

/** The card named so, with the fields the rules engine reads; null when none is (or the request fails). */
export async function fetchCardNamed(name: string): Promise<RulesCardSource | null> {
  const res = await fetch(`/api/v1/cards/named?${new URLSearchParams({ exact: name })}`);
  return res.ok ? ((await res.json()) as RulesCardSource) : null;
}
