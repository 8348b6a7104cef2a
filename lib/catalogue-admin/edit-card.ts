// An editor's change to a card's fields: one transaction that checks the role,
// records each field's before and after, marks the card as edited, so the seed
// never overwrites it (docs/decisions/014), then does what follows every change.
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import type { CatalogueSearch } from "@/lib/search/card-index";
import type { CardEdit } from "./schemas";
import { afterCardChange, afterCardCommitted } from "./after-card-change";
import { requireCatalogueEditor } from "./editors";

const FIELDS = ["name", "text", "flavor", "cost", "creditValue", "subtypes", "traits", "keywords"] as const;

/** `search`: the engine told of the change once committed (the configured one by default). */
export async function editCard(options: {
  slug: string;
  editorId: string;
  values: CardEdit;
  search?: CatalogueSearch;
}) {
  const { slug, editorId, values } = options;
  const edit = await prisma.$transaction(async (tx) => {
    await requireCatalogueEditor({ userId: editorId, tx });
    const card = await tx.card.findUnique({ where: { slug }, include: { errata: { select: { field: true } } } });
    if (!card) throw new AppError("NOT_FOUND", "No card has that address.");
    const changes = FIELDS.filter((f) => JSON.stringify(card[f]) !== JSON.stringify(values[f])).map((field) => ({
      field,
      before: card[field],
      after: values[field],
    }));
    if (changes.length === 0) return { cardId: card.id, changed: 0 };
    // Without a text erratum the printed text is the current one.
    const printedText = card.errata.some((e) => e.field === "text") ? card.printedText : values.text;
    await tx.card.update({
      where: { id: card.id },
      data: { ...values, printedText, source: "edit" },
    });
    // A text erratum's corrected text is the current one: it follows the edit.
    if (printedText !== values.text) {
      await tx.errata.updateMany({ where: { cardId: card.id, field: "text" }, data: { corrected: values.text } });
    }
    await tx.cardRevision.create({ data: { cardId: card.id, editorId, kind: "EDIT", changes } });
    await afterCardChange(tx, { cardId: card.id });
    return { cardId: card.id, changed: changes.length };
  });
  if (edit.changed) await afterCardCommitted({ cardId: edit.cardId, search: options.search });
  return { changed: edit.changed };
}
