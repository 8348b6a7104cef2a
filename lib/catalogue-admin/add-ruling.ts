// A ruling on a card, after its others, recorded in the card's history as a
// RULING revision with who and when. One transaction.
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { dateFromIso } from "@/lib/rules/dates";
import { requireCatalogueEditor } from "./editors";
import type { RulingInput } from "./schemas";

export async function addRuling(options: { slug: string; editorId: string; ruling: RulingInput }) {
  const { slug, editorId, ruling } = options;
  return prisma.$transaction(async (tx) => {
    await requireCatalogueEditor({ userId: editorId, tx });
    const card = await tx.card.findUnique({ where: { slug }, select: { id: true } });
    if (!card) throw new AppError("NOT_FOUND", "No card has that address.");
    const last = await tx.ruling.aggregate({ where: { cardId: card.id }, _max: { position: true } });
    await tx.ruling.create({
      data: {
        cardId: card.id,
        position: (last._max.position ?? -1) + 1,
        ruledOn: dateFromIso(ruling.date),
        question: ruling.question,
        answer: ruling.answer,
        source: ruling.source,
      },
    });
    await tx.card.update({ where: { id: card.id }, data: { source: "edit" } });
    const after = `${ruling.date}, ${ruling.source}: ${ruling.question} — ${ruling.answer}`;
    await tx.cardRevision.create({
      data: { cardId: card.id, editorId, kind: "RULING", changes: [{ field: "ruling", before: null, after }] },
    });
  });
}
