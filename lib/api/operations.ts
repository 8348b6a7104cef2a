// Every operation of /api/v1, in one registry: the route handlers parse and
// shape with these schemas, the OpenAPI document and the /api reference page
// are generated from them. Pure.
import { z } from "zod";
import { decklistTextSchema, validateJsonSchema, validateQuerySchema } from "../decklists/schemas";
import { cardSearchParamsSchema } from "../search/api-query";
import {
  exampleCardDetail,
  exampleCardFields,
  exampleCardReview,
  exampleCardSummary,
  exampleDeckDetail,
  exampleDeckSummary,
  exampleFormatItem,
  exampleGlossaryEntry,
  exampleGlossaryItem,
  examplePlayer,
  examplePage,
  exampleRevision,
  exampleSet,
} from "./examples";
import { defineOperation } from "./operation";
import {
  cardDetailSchema,
  cardSearchResponseSchema,
  catalogueExportSchema,
  setDetailSchema,
  setSchema,
} from "./schemas/cards";
import { pageSchema, paginationQuerySchema, pathIdSchema } from "./schemas/common";
import { cardReviewSchema } from "./schemas/reviews";
import {
  createDeckBodySchema,
  deckDetailSchema,
  deckIdParamsSchema,
  deckSummarySchema,
  myDecksQuerySchema,
  publicDecksQuerySchema,
  updateDeckBodySchema,
} from "./schemas/decks";
import {
  formatDetailSchema,
  formatItemSchema,
  glossaryEntrySchema,
  glossaryItemSchema,
  glossaryQuerySchema,
} from "./schemas/rules";
import { handleParamsSchema, publicProfileSchema } from "./schemas/players";
import { verdictResponseSchema } from "./schemas/validate";
import {
  MAX_COLLECTION_IDENTIFIERS,
  cardCollectionBodySchema,
  cardCollectionResponseSchema,
  namedCardQuerySchema,
  randomCardQuerySchema,
} from "./schemas/lookups";

const ME_ERRORS = [401, 403, 404, 422, 429] as const;

export const searchCards = defineOperation({
  id: "searchCards",
  method: "GET",
  path: "/cards",
  tag: "Cards",
  summary: "Search cards",
  description: "Cards matching a query in the search syntax (see /syntax), every field of each, one page at a time.",
  access: "public",
  query: cardSearchParamsSchema,
  response: cardSearchResponseSchema,
  status: 200,
  paginated: true,
  errors: [400, 422],
  example: {
    request: "/cards?q=t:ship%20jump>=1&pageSize=1",
    response: {
      total: 1,
      totalIsLowerBound: false,
      page: 1,
      pageSize: 1,
      pageCount: 1,
      sort: "name",
      suggestion: null,
      items: [exampleCardFields],
    },
  },
});

export const autocompleteCards = defineOperation({
  id: "autocompleteCards",
  method: "GET",
  path: "/cards/autocomplete",
  tag: "Cards",
  summary: "Card names as you type",
  description:
    "At most 10 card names matching the start of what is typed, best first: for quick add and search suggestions. Answers are cached per query.",
  access: "public",
  query: z.object({ q: z.string().max(100, "is at most 100 characters").default("") }),
  response: z.object({ names: z.array(z.string()).max(10) }),
  status: 200,
  errors: [422],
  example: { request: "/cards/autocomplete?q=cutl", response: { names: ["Cutlass"] } },
});

export const getCard = defineOperation({
  id: "getCard",
  method: "GET",
  path: "/cards/{slug}",
  tag: "Cards",
  summary: "One card",
  description:
    "Every field of a card: stats, slots, capabilities, both faces of an adventure card with their requirements, keywords, traits, skills with levels, printed and current text, errata and rulings.",
  access: "public",
  params: z.object({ slug: pathIdSchema }),
  response: cardDetailSchema,
  status: 200,
  canonicalId: "slug",
  errors: [404],
  example: { request: "/cards/merrows-lantern", response: exampleCardDetail },
});

export const listCardReviews = defineOperation({
  id: "listCardReviews",
  method: "GET",
  path: "/cards/{slug}/reviews",
  tag: "Cards",
  summary: "A card's reviews",
  description: "Players' reviews of a card, most liked first, then newest. Read-only: reviews are written on the site.",
  access: "public",
  params: z.object({ slug: pathIdSchema }),
  query: paginationQuerySchema,
  response: pageSchema(cardReviewSchema),
  status: 200,
  paginated: true,
  errors: [404, 422],
  example: { request: "/cards/merrows-lantern/reviews", response: examplePage(exampleCardReview) },
});

export const getNamedCard = defineOperation({
  id: "getNamedCard",
  method: "GET",
  path: "/cards/named",
  tag: "Cards",
  summary: "One card by name",
  description:
    "`exact`: the card of that name, case, accents and punctuation aside. `fuzzy`: the card a name typed any way finds first (words halfway, run together, misspelt), when it is clear. Otherwise 404 with `suggestions`, the closest names. A retired card (`retiredOn`) is never found by name.",
  access: "public",
  query: namedCardQuerySchema,
  response: cardDetailSchema,
  status: 200,
  errors: [404, 422],
  example: { request: "/cards/named?fuzzy=merr%20lant", response: exampleCardDetail },
});

export const getRandomCard = defineOperation({
  id: "getRandomCard",
  method: "GET",
  path: "/cards/random",
  tag: "Cards",
  summary: "A random card",
  description:
    "A card drawn at random among those `q` finds (any card without `q`), every field. Never cached: each call draws again.",
  access: "public",
  query: randomCardQuerySchema,
  response: cardDetailSchema,
  status: 200,
  errors: [400, 404, 422],
  example: { request: "/cards/random?q=t:crew", response: exampleCardDetail },
});

export const getCardCollection = defineOperation({
  id: "getCardCollection",
  method: "POST",
  path: "/cards/collection",
  tag: "Cards",
  summary: "Many cards at once",
  description: `Up to ${MAX_COLLECTION_IDENTIFIERS} cards by slug, by exact name or by set and collector number, in the order asked for; the identifiers that name no card come back in \`notFound\`. A retired card is found by its slug or number, not by its name. More than ${MAX_COLLECTION_IDENTIFIERS} identifiers: 422.`,
  access: "public",
  body: cardCollectionBodySchema,
  response: cardCollectionResponseSchema,
  status: 200,
  errors: [413, 422],
  example: {
    request: "/cards/collection",
    body: { identifiers: [{ slug: "merrows-lantern" }, { name: "No Such Card" }] },
    response: { data: [exampleCardFields], notFound: [{ name: "No Such Card" }] },
  },
});

export const listSets = defineOperation({
  id: "listSets",
  method: "GET",
  path: "/sets",
  tag: "Cards",
  summary: "Sets",
  description: "Every set, in release order.",
  access: "public",
  query: paginationQuerySchema,
  response: pageSchema(setSchema),
  status: 200,
  paginated: true,
  errors: [422],
  example: { request: "/sets", response: examplePage(exampleSet) },
});

export const getSet = defineOperation({
  id: "getSet",
  method: "GET",
  path: "/sets/{code}",
  tag: "Cards",
  summary: "One set with its cards",
  description:
    "A set and its cards in collector-number order (use the card endpoint or the bulk export for every field).",
  access: "public",
  params: z.object({ code: pathIdSchema }),
  response: setDetailSchema,
  status: 200,
  errors: [404],
  example: { request: "/sets/CORE", response: { ...exampleSet, cards: [exampleCardSummary] } },
});

export const exportCatalogue = defineOperation({
  id: "exportCatalogue",
  method: "GET",
  path: "/catalogue",
  tag: "Cards",
  summary: "Bulk export of the catalogue",
  description:
    "Every set and every card with every field, errata and rulings, in one JSON document with a version and a checksum. Download it once and again only when the version changes (send If-None-Match with the ETag).",
  access: "public",
  response: catalogueExportSchema,
  status: 200,
  errors: [],
  example: {
    request: "/catalogue",
    response: {
      version: "3f1c0a9b2d4e5f60",
      checksum: "sha256:3f1c0a9b2d4e5f60718293a4b5c6d7e8f90123456789abcdef0123456789abcd",
      cardCount: 1,
      sets: [{ code: "CORE", name: "Starport Core", releasedOn: "2026-03-14", description: "The founding set." }],
      cards: [{ ...exampleCardDetail, url: undefined, images: undefined }],
    },
  },
});

export const listGlossary = defineOperation({
  id: "listGlossary",
  method: "GET",
  path: "/glossary",
  tag: "Rules",
  summary: "Glossary entries",
  description: "The rules reference's glossary, in the reference's order; `kind` keeps one kind of entry.",
  access: "public",
  query: glossaryQuerySchema,
  response: pageSchema(glossaryItemSchema),
  status: 200,
  paginated: true,
  errors: [422],
  example: { request: "/glossary?kind=KEYWORD", response: examplePage(exampleGlossaryItem) },
});

export const getGlossaryEntry = defineOperation({
  id: "getGlossaryEntry",
  method: "GET",
  path: "/glossary/{anchor}",
  tag: "Rules",
  summary: "One glossary entry",
  description: "An entry's body in rules markup and as plain text, its related entries, and the cards that use it.",
  access: "public",
  params: z.object({ anchor: pathIdSchema }),
  response: glossaryEntrySchema,
  status: 200,
  canonicalId: "anchor",
  errors: [404],
  example: { request: "/glossary/Armor", response: exampleGlossaryEntry },
});

export const listFormats = defineOperation({
  id: "listFormats",
  method: "GET",
  path: "/formats",
  tag: "Rules",
  summary: "Formats",
  description: "Every format with the date its current revision took effect and the next one announced.",
  access: "public",
  query: paginationQuerySchema,
  response: pageSchema(formatItemSchema),
  status: 200,
  paginated: true,
  errors: [422],
  example: { request: "/formats", response: examplePage(exampleFormatItem) },
});

export const getFormat = defineOperation({
  id: "getFormat",
  method: "GET",
  path: "/formats/{id}",
  tag: "Rules",
  summary: "One format with its revisions",
  description:
    "A format's revision in force today and every revision: legal sets, banned and restricted lists, construction rules.",
  access: "public",
  params: z.object({ id: pathIdSchema }),
  response: formatDetailSchema,
  status: 200,
  canonicalId: "id",
  errors: [404],
  example: {
    request: "/formats/standard",
    response: {
      id: "standard",
      name: "Standard",
      description: "Every set.",
      current: exampleRevision,
      revisions: [exampleRevision],
    },
  },
});

export const listPublicDecks = defineOperation({
  id: "listPublicDecks",
  method: "GET",
  path: "/decks",
  tag: "Decks",
  summary: "Public decks",
  description:
    "Public decks, newest first, filtered by name words, a card, a ship, a format and the verdict at their last save. Unlisted decks are never listed.",
  access: "public",
  query: publicDecksQuerySchema,
  response: pageSchema(deckSummarySchema),
  status: 200,
  paginated: true,
  errors: [422],
  example: {
    request: "/decks?public=true&ship=merrows-lantern&format=standard&legal=true",
    response: examplePage(exampleDeckSummary),
  },
});

export const getPublicDeck = defineOperation({
  id: "getPublicDeck",
  method: "GET",
  path: "/decks/{id}",
  tag: "Decks",
  summary: "One public or unlisted deck",
  description:
    "A public deck, or an unlisted one by its id. A private deck is a 404 here (use /me/decks/{id} with a token).",
  access: "public",
  params: deckIdParamsSchema,
  response: deckDetailSchema,
  status: 200,
  errors: [404],
  example: { request: `/decks/${exampleDeckDetail.id}`, response: exampleDeckDetail },
});

export const getPlayer = defineOperation({
  id: "getPlayer",
  method: "GET",
  path: "/users/{handle}",
  tag: "Players",
  summary: "A player's public profile",
  description:
    "A player's handle, bio, the date they joined and their public decks. Nothing else about an account is public. A handle given up in the last 30 days is a 404 here (the site's profile page redirects it).",
  access: "public",
  params: handleParamsSchema,
  response: publicProfileSchema,
  status: 200,
  errors: [404, 422],
  example: { request: `/users/${examplePlayer.handle}`, response: examplePlayer },
});

export const validateDeck = defineOperation({
  id: "validateDeck",
  method: "POST",
  path: "/decks/validate",
  tag: "Decks",
  summary: "Check a decklist",
  description:
    "The verdict for a list under a format's revision in force on `date` (today by default). Send JSON (application/json) as documented, or a text decklist (text/plain) with ?format= and ?date=; any other Content-Type is a 415. Stateless.",
  access: "public",
  query: validateQuerySchema,
  body: validateJsonSchema,
  textBody: decklistTextSchema,
  response: verdictResponseSchema,
  status: 200,
  errors: [400, 413, 422],
  example: {
    request: "/decks/validate",
    body: { format: "standard", cards: [{ slug: "merrows-lantern", quantity: 1 }] },
    response: {
      format: "standard",
      revision: "2026-03-14",
      legal: false,
      violations: [
        {
          rule: "captain-size",
          severity: "error",
          message: "The captain's deck has 0 cards; it needs exactly 60.",
          cards: [],
          glossary: "Captains_Deck",
        },
      ],
      counts: {
        ship: 1,
        captain: 0,
        adventure: 0,
        byType: { SHIP: 1, CREW: 0, GEAR: 0, UPGRADE: 0, CONNECTION: 0, ACTION: 0, ADVENTURE: 0 },
      },
      unknown: [],
      problems: [],
    },
  },
});

export const listMyDecks = defineOperation({
  id: "listMyDecks",
  method: "GET",
  path: "/me/decks",
  tag: "Your decks",
  summary: "Your decks",
  description: "The token owner's decks of every visibility, last updated first.",
  access: "read",
  query: myDecksQuerySchema,
  response: pageSchema(deckSummarySchema),
  status: 200,
  paginated: true,
  errors: [401, 422],
  example: {
    request: "/me/decks?format=standard",
    response: examplePage({ ...exampleDeckSummary, visibility: "PRIVATE" }),
  },
});

export const createMyDeck = defineOperation({
  id: "createMyDeck",
  method: "POST",
  path: "/me/decks",
  tag: "Your decks",
  summary: "Create a deck",
  description: "A new deck owned by the token's user, with its cards (by slug or id). Needs a read-write token.",
  access: "write",
  body: createDeckBodySchema,
  response: deckDetailSchema,
  status: 201,
  location: "/me/decks/{id}",
  errors: ME_ERRORS,
  example: {
    request: "/me/decks",
    body: {
      name: "Mail run",
      formatId: "standard",
      visibility: "PRIVATE",
      cards: [{ slug: "merrows-lantern", quantity: 1 }],
    },
    response: { ...exampleDeckDetail, visibility: "PRIVATE", legal: false, cardCount: 1, version: 1 },
  },
});

export const getMyDeck = defineOperation({
  id: "getMyDeck",
  method: "GET",
  path: "/me/decks/{id}",
  tag: "Your decks",
  summary: "One of your decks",
  description: "One of the token owner's decks, of any visibility. Another player's deck is a 404.",
  access: "read",
  params: deckIdParamsSchema,
  response: deckDetailSchema,
  status: 200,
  errors: [401, 404],
  example: { request: `/me/decks/${exampleDeckDetail.id}`, response: exampleDeckDetail },
});

export const updateMyDeck = defineOperation({
  id: "updateMyDeck",
  method: "PUT",
  path: "/me/decks/{id}",
  tag: "Your decks",
  summary: "Update one of your decks",
  description:
    "Replaces the deck's cards (and any field sent) when `version` is the version stored; a stale version is a 409 whose body carries `currentVersion`. Needs a read-write token.",
  access: "write",
  params: deckIdParamsSchema,
  body: updateDeckBodySchema,
  response: deckDetailSchema,
  status: 200,
  errors: [...ME_ERRORS, 409],
  example: {
    request: `/me/decks/${exampleDeckDetail.id}`,
    body: { version: 3, name: "Mail run", cards: [{ slug: "merrows-lantern", quantity: 1 }] },
    response: { ...exampleDeckDetail, version: 4 },
  },
});

export const deleteMyDeck = defineOperation({
  id: "deleteMyDeck",
  method: "DELETE",
  path: "/me/decks/{id}",
  tag: "Your decks",
  summary: "Delete one of your decks",
  description: "Deletes the deck and its history. Needs a read-write token.",
  access: "write",
  params: deckIdParamsSchema,
  status: 204,
  errors: ME_ERRORS,
  example: { request: `/me/decks/${exampleDeckDetail.id}` },
});

export const getOpenApi = defineOperation({
  id: "getOpenApi",
  method: "GET",
  path: "/openapi.json",
  tag: "API",
  summary: "This API's OpenAPI 3.1 document",
  description: "Generated from the schemas the handlers use.",
  access: "public",
  response: z
    .object({
      openapi: z.string(),
      info: z.object({ title: z.string(), version: z.string() }).loose(),
      paths: z.record(z.string(), z.unknown()),
    })
    .loose(),
  status: 200,
  errors: [],
  example: {
    request: "/openapi.json",
    response: { openapi: "3.1.0", info: { title: "Starport API", version: "1" }, paths: {} },
  },
});

/** Every operation, in the order the reference lists them. */
export const OPERATIONS = [
  searchCards,
  autocompleteCards,
  getCard,
  listCardReviews,
  getNamedCard,
  getRandomCard,
  getCardCollection,
  listSets,
  getSet,
  exportCatalogue,
  listGlossary,
  getGlossaryEntry,
  listFormats,
  getFormat,
  listPublicDecks,
  getPublicDeck,
  validateDeck,
  getPlayer,
  listMyDecks,
  createMyDeck,
  getMyDeck,
  updateMyDeck,
  deleteMyDeck,
  getOpenApi,
] as const;
