// The offline bundle as the database holds it now: sets, cards as the engine
// reads them, formats with every dated revision and the glossary's anchors,
// versioned by a hash of all of it (the same on every instance).
import "server-only";
import { createHash } from "node:crypto";
import { cardFieldsSelect, toCardFields } from "@/lib/cards/card-fields";
import { prisma } from "@/lib/db";
import { revisionOf } from "@/lib/formats/revision-of";
import { isoDateOf } from "@/lib/rules/dates";
import { toRulesCard } from "@/lib/rules/to-rules-card";
import type { OfflineBundle } from "./bundle-types";

export async function buildOfflineBundle(): Promise<OfflineBundle> {
  const [sets, cards, formats, glossary] = await Promise.all([
    prisma.cardSet.findMany({ orderBy: { position: "asc" }, select: { code: true, name: true, releasedOn: true } }),
    prisma.card.findMany({
      select: { ...cardFieldsSelect, retiredAt: true },
      orderBy: [{ set: { position: "asc" } }, { number: "asc" }],
    }),
    prisma.format.findMany({
      orderBy: [{ position: "asc" }, { id: "asc" }],
      include: { revisions: { orderBy: { effectiveOn: "asc" } } },
    }),
    prisma.glossaryEntry.findMany({ orderBy: { anchor: "asc" }, select: { anchor: true, title: true } }),
  ]);
  const content: Omit<OfflineBundle, "version"> = {
    sets: sets.map((s) => ({ code: s.code, name: s.name, releasedOn: isoDateOf(s.releasedOn) })),
    cards: cards.map((row) => {
      const card = toCardFields(row);
      return { ...toRulesCard(card), number: card.number, ...(row.retiredAt ? { retired: true as const } : {}) };
    }),
    formats: formats.map((f) => ({
      id: f.id,
      name: f.name,
      description: f.description,
      revisions: f.revisions.map(revisionOf),
    })),
    glossary,
  };
  const version = createHash("sha256").update(JSON.stringify(content)).digest("hex").slice(0, 16);
  return { version, ...content };
}
