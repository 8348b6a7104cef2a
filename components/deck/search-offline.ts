// The builder's card search with no answer from the server: the offline bundle the service worker keeps, searched in
// the browser (lib/offline/search-offline.ts). Loaded only then, so the builder's first load carries none of it.
import { loadBundle } from "@/components/offline/load-bundle";
import type { OfflineBundle } from "@/lib/offline/bundle-types";
import { searchBundleCards } from "@/lib/offline/search-offline";
import type { BuilderCard } from "@/lib/rules/builder-card";

let bundle: Promise<OfflineBundle | null> | undefined;

export async function searchOffline(options: {
  query: string;
  page: number;
  pageSize: number;
}): Promise<{ cards: BuilderCard[]; total: number; pageCount: number }> {
  bundle ??= loadBundle();
  const kept = await bundle;
  // None kept yet: asked for again next time.
  if (!kept) bundle = undefined;
  if (!kept) throw new Error("You are offline and this browser has no copy of the catalogue yet.");
  const result = searchBundleCards({ cards: kept.cards.filter((c) => !c.retired), query: options.query });
  if (!result.ok) throw new Error(`Offline: ${result.message}`);
  const start = (options.page - 1) * options.pageSize;
  return {
    cards: result.cards.slice(start, start + options.pageSize).map((card) => ({
      slug: card.slug,
      name: card.name,
      type: card.type,
      subtypes: card.subtypes,
      cost: card.cost,
      rules: card,
    })),
    total: result.cards.length,
    pageCount: Math.ceil(result.cards.length / options.pageSize),
  };
}
