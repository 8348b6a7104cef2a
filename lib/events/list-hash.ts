// The content hash of a list: SHA-256 (hex) of its canonical form
// (lib/events/canonical-list.ts), shown to the player and the organizer.
import "server-only";
import { createHash } from "node:crypto";
import { canonicalText, type SnapshotCard } from "./canonical-list";

export function listHash(cards: readonly SnapshotCard[]): string {
  return createHash("sha256").update(canonicalText(cards), "utf8").digest("hex");
}
