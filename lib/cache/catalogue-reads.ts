// The catalogue reads pages use, cached under the catalogue tag: a card, a
// set, the sets, the subtypes and the day's featured cards.
import "server-only";
import { featuredCards, getCard, getSet, listSets, listSubtypes } from "@/lib/cards/queries";
import { cachedQuery } from "./cached-query";
import { CACHE_TAGS } from "./tags";

const catalogue = { tags: [CACHE_TAGS.catalogue] } as const;

export const cachedCard = cachedQuery("card", getCard, catalogue);
export const cachedSet = cachedQuery("set", getSet, catalogue);
export const cachedSets = cachedQuery("sets", listSets, catalogue);
export const cachedSubtypes = cachedQuery("subtypes", listSubtypes, catalogue);
export const cachedFeaturedCards = cachedQuery("featured-cards", featuredCards, catalogue);
