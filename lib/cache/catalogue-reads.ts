// The catalogue reads pages use: a card under its own tag, a set under its set's,
// the sets under the catalogue tag, the subtypes with the searches, and the
// day's featured cards under their own tags (lib/cache/tags.ts).
import "server-only";
import { featuredCards, getCard, getSet, listSets, listSubtypes } from "@/lib/cards/queries";
import { cachedQuery } from "./cached-query";
import { CACHE_TAGS, cardPageTag, setPageTag } from "./tags";

const catalogue = { tags: [CACHE_TAGS.catalogue] } as const;

export const cachedCard = cachedQuery("card", getCard, { tags: (slug) => [CACHE_TAGS.catalogue, cardPageTag(slug)] });
export const cachedSet = cachedQuery("set", getSet, { tags: (code) => [CACHE_TAGS.catalogue, setPageTag(code)] });
export const cachedSets = cachedQuery("sets", listSets, catalogue);
export const cachedSubtypes = cachedQuery("subtypes", listSubtypes, {
  tags: [CACHE_TAGS.catalogue, CACHE_TAGS.search],
});

// The day's pick changes only with the catalogue's shape (slugs and types); the cards picked carry their own tags.
const cachedFeaturedSlugs = cachedQuery(
  "featured-card-slugs",
  async (options: { day: string }) => (await featuredCards(options)).map((card) => card.slug),
  catalogue,
);
const cachedFeaturedPick = cachedQuery(
  "featured-cards",
  (options: { day: string; slugs: string[] }) => featuredCards({ day: options.day }),
  { tags: ({ slugs }) => [CACHE_TAGS.catalogue, ...slugs.map(cardPageTag)] },
);
export const cachedFeaturedCards = async (options: { day: string }) =>
  cachedFeaturedPick({ day: options.day, slugs: await cachedFeaturedSlugs(options) });
