// The rules reference reads pages use, cached under the rules tag (and the
// catalogue and search tags where cards appear: the anatomy appendix, keyword card lists).
import "server-only";
import { buildTermIndex, type TermIndex } from "@/lib/glossary/term-links";
import {
  anchorTitles,
  cardsWithKeyword,
  getGlossaryEntry,
  getKeywordEntries,
  getRulesReference,
  listLinkTerms,
} from "@/lib/glossary/queries";
import { cachedQuery } from "./cached-query";
import { CACHE_TAGS } from "./tags";

const rules = { tags: [CACHE_TAGS.rules] } as const;
const rulesAndCards = { tags: [CACHE_TAGS.rules, CACHE_TAGS.catalogue, CACHE_TAGS.search] } as const;

export const cachedRulesReference = cachedQuery("rules-reference", getRulesReference, rulesAndCards);
export const cachedGlossaryEntry = cachedQuery("glossary-entry", getGlossaryEntry, rules);
export const cachedKeywordEntries = cachedQuery("keyword-entries", getKeywordEntries, rules);
export const cachedCardsWithKeyword = cachedQuery("cards-with-keyword", cardsWithKeyword, rulesAndCards);

const cachedAnchorTitles = cachedQuery(
  "anchor-titles",
  async (anchors: string[]) => [...(await anchorTitles(anchors))],
  rules,
);
export const cachedAnchorTitleMap = async (anchors: string[]) =>
  new Map(await cachedAnchorTitles([...new Set(anchors)].sort()));

const cachedLinkTerms = cachedQuery("link-terms", listLinkTerms, rules);
/** The term index card text is linked with (a regular expression, so built from the cached terms). */
export const cachedTermIndex = async (): Promise<TermIndex> => buildTermIndex(await cachedLinkTerms());
