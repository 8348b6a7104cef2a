// An erratum to a card's rules text: the corrected text becomes the current one,
// the printed text is kept beside it, and the text it replaces goes to the card's
// history (an ERRATUM revision with who and when). One transaction.
import "server-only";
import { prisma } from "@/lib/db";
import { AppError, invalidInput } from "@/lib/http/errors";
import { dateFromIso } from "@/lib/rules/dates";
import type { CatalogueSearch } from "@/lib/search/card-index";
import { afterCardChange, afterCardCommitted } from "./after-card-change";
import { requireCatalogueEditor } from "./editors";
import type { ErratumInput } from "./schemas";

/** `search`: the engine told of the change once committed (the configured one by default). */
export async function addErratum(options: {
  slug: string;
  editorId: string;
  erratum: ErratumInput;
  search?: CatalogueSearch;
}): Promise<void> {
  const { slug, editorId, erratum } = options;
  if (erratum.printed === erratum.corrected) throw invalidInput("corrected", "is the same as the printed text");
  const cardId = await prisma.$transaction(async (tx) => {
    await requireCatalogueEditor({ userId: editorId, tx });
    const card = await tx.card.findUnique({ where: { slug }, select: { id: true, text: true, printedText: true } });
    if (!card) throw new AppError("NOT_FOUND", "No card has that address.");
    if (card.text === erratum.corrected) throw invalidInput("corrected", "is already the card's current text");
    const values = { printed: erratum.printed, corrected: erratum.corrected, publishedOn: dateFromIso(erratum.date) };
    await tx.errata.upsert({
      where: { cardId_field: { cardId: card.id, field: "text" } },
      create: { cardId: card.id, field: "text", ...values, source: erratum.source },
      update: { ...values, source: erratum.source, note: null },
    });
    await tx.card.update({
      where: { id: card.id },
      data: { text: erratum.corrected, printedText: erratum.printed, source: "edit" },
    });
    const changes = [
      { field: "text", before: card.text, after: erratum.corrected },
      ...(card.printedText === erratum.printed
        ? []
        : [{ field: "printedText", before: card.printedText, after: erratum.printed }]),
      { field: "erratum", before: null, after: `${erratum.date}, ${erratum.source}` },
    ];
    await tx.cardRevision.create({ data: { cardId: card.id, editorId, kind: "ERRATUM", changes } });
    await afterCardChange(tx, { cardId: card.id });
    return card.id;
  });
  await afterCardCommitted({ cardId, search: options.search });
}
