// The offline bundle: what the browser keeps to check lists without a
// network. Pure types and its address, shared by the route, the client and the service worker.
import type { FormatRevision } from "../rules/format";
import type { RulesCard } from "../rules/types";

/** Where the site serves it; the service worker keeps the last copy for when the network is gone. */
export const OFFLINE_BUNDLE_PATH = "/offline/bundle";

/** A card as the engine reads it, with its collector number (a list may name a printing by set and number). */
/** `retired`: kept for the lists that hold it, left out of the builder's search (issue 38). */
export type BundleCard = RulesCard & { number: number; retired?: true };

export interface OfflineBundle {
  /** Changes whenever anything below changes: the first 16 hex digits of the SHA-256 of the rest. */
  version: string;
  /** In catalogue order. */
  sets: { code: string; name: string; releasedOn: string }[];
  /** In catalogue order (set, then number), the order matching picks printings in. */
  cards: BundleCard[];
  /** Each with every revision, oldest first. */
  formats: { id: string; name: string; description: string; revisions: FormatRevision[] }[];
  /** What a verdict's rule links point at. */
  glossary: { anchor: string; title: string }[];
}
