// Every route of the site, with a path to visit it by and the visitors it serves. The every-page spec walks this
// list; a route under app/ that is missing here fails that spec, so a new page cannot skip the checks.

/** Ids the spec creates before it walks: one player's public deck, event, registration and collection share link. */
export interface SiteIds {
  deckId: string;
  eventId: string;
  registrationId: string;
  shareSlug: string;
  cardSlug: string;
  setCode: string;
  /** The owner's handle. */
  handle: string;
}

/**
 * anonymous: signed out; player: signed in, owns nothing here; owner: the deck's owner, who also organizes the event;
 * admin: a moderator and editor, with a comment report waiting.
 */
export type Visitor = "anonymous" | "player" | "owner" | "admin";

export interface SiteRoute {
  /** As app/ spells it: `/decks/[id]`. */
  route: string;
  path: (ids: SiteIds) => string;
  visitors: Visitor[];
}

const everyone: Visitor[] = ["anonymous"];

export const SITE_ROUTES: SiteRoute[] = [
  { route: "/", path: () => "/", visitors: everyone },
  { route: "/account", path: () => "/account", visitors: ["owner"] },
  { route: "/account/deleted", path: () => "/account/deleted", visitors: everyone },
  { route: "/account/handle", path: () => "/account/handle", visitors: ["owner"] },
  // Only an admin (or, for cards, an editor) sees them (others get a 404): a visitor is sent to sign in.
  { route: "/admin", path: () => "/admin", visitors: ["anonymous", "admin"] },
  { route: "/admin/reports", path: () => "/admin/reports", visitors: ["anonymous", "admin"] },
  { route: "/admin/cards", path: () => "/admin/cards", visitors: ["anonymous", "admin"] },
  { route: "/admin/cards/[slug]", path: (ids) => `/admin/cards/${ids.cardSlug}`, visitors: ["anonymous", "admin"] },
  { route: "/api", path: () => "/api", visitors: everyone },
  { route: "/cards", path: () => "/cards?q=crew", visitors: everyone },
  { route: "/cards/[slug]", path: (ids) => `/cards/${ids.cardSlug}`, visitors: everyone },
  { route: "/check", path: () => "/check", visitors: everyone },
  { route: "/collection", path: () => "/collection", visitors: ["anonymous", "owner"] },
  { route: "/collection/import", path: () => "/collection/import", visitors: ["owner"] },
  { route: "/collection/sets/[code]", path: (ids) => `/collection/sets/${ids.setCode}`, visitors: ["owner"] },
  { route: "/collection/shared/[slug]", path: (ids) => `/collection/shared/${ids.shareSlug}`, visitors: everyone },
  { route: "/decks", path: () => "/decks", visitors: ["owner"] },
  { route: "/decks/[id]", path: (ids) => `/decks/${ids.deckId}`, visitors: ["anonymous", "player", "owner"] },
  { route: "/decks/[id]/edit", path: (ids) => `/decks/${ids.deckId}/edit`, visitors: ["owner"] },
  { route: "/decks/[id]/history", path: (ids) => `/decks/${ids.deckId}/history`, visitors: ["owner"] },
  { route: "/decks/compare", path: (ids) => `/decks/compare?a=${ids.deckId}&b=${ids.deckId}`, visitors: ["owner"] },
  { route: "/decks/import", path: () => "/decks/import", visitors: ["owner"] },
  { route: "/decks/new", path: () => "/decks/new", visitors: ["owner"] },
  { route: "/decks/public", path: () => "/decks/public", visitors: everyone },
  { route: "/events", path: () => "/events", visitors: everyone },
  { route: "/events/[id]", path: (ids) => `/events/${ids.eventId}`, visitors: ["anonymous", "owner"] },
  { route: "/events/[id]/edit", path: (ids) => `/events/${ids.eventId}/edit`, visitors: ["owner"] },
  {
    route: "/events/[id]/registrations/[registrationId]",
    path: (ids) => `/events/${ids.eventId}/registrations/${ids.registrationId}`,
    visitors: ["owner"],
  },
  {
    route: "/events/[id]/registrations/[registrationId]/sheet",
    path: (ids) => `/events/${ids.eventId}/registrations/${ids.registrationId}/sheet`,
    visitors: ["owner"],
  },
  { route: "/events/[id]/roster", path: (ids) => `/events/${ids.eventId}/roster`, visitors: ["owner"] },
  { route: "/events/[id]/sheets", path: (ids) => `/events/${ids.eventId}/sheets`, visitors: ["owner"] },
  { route: "/events/mine", path: () => "/events/mine", visitors: ["owner"] },
  { route: "/events/new", path: () => "/events/new", visitors: ["owner"] },
  { route: "/formats", path: () => "/formats", visitors: everyone },
  { route: "/formats/[id]", path: () => "/formats/standard", visitors: everyone },
  { route: "/notifications", path: () => "/notifications", visitors: ["owner"] },
  { route: "/offline", path: () => "/offline?from=%2Fdecks", visitors: ["anonymous", "owner"] },
  { route: "/offline/builder", path: () => "/offline/builder", visitors: ["anonymous", "owner"] },
  { route: "/rules", path: () => "/rules", visitors: everyone },
  { route: "/rules/[anchor]", path: () => "/rules/Trifling", visitors: everyone },
  { route: "/rules/card-anatomy", path: () => "/rules/card-anatomy", visitors: everyone },
  { route: "/sets", path: () => "/sets", visitors: ["anonymous"] },
  { route: "/sets/[code]", path: (ids) => `/sets/${ids.setCode.toLowerCase()}`, visitors: everyone },
  { route: "/signin", path: () => "/signin", visitors: everyone },
  { route: "/signup", path: () => "/signup", visitors: everyone },
  { route: "/syntax", path: () => "/syntax", visitors: everyone },
  { route: "/u/[handle]", path: (ids) => `/u/${ids.handle}`, visitors: ["anonymous", "player", "owner"] },
];
