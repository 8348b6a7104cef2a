// "Import my data": recreates the decks of a Starport data download (each
// with its history, replayed through writeDeckContents, one transaction per
// deck) and adds its collection through the collection import. A deck that
// cannot be recreated (an unknown card or format) is reported and skipped; the
// others still arrive.
import "server-only";
import { prisma } from "@/lib/db";
import { importFavourites } from "@/lib/decks/favourite-deck";
import { importComments } from "@/lib/comments/account-comments";
import { importReviews } from "@/lib/reviews/account-reviews";
import { importCollection } from "@/lib/collections/import-collection";
import { COLLECTION_CSV_HEADER } from "@/lib/collections/export-format";
import { MAX_IMPORT_CHARS, MAX_IMPORT_LINES } from "@/lib/collections/limits";
import { resolveDeckCards } from "@/lib/decks/deck-lines";
import { writeDeckContents } from "@/lib/decks/write-deck-contents";
import { getFormat } from "@/lib/formats/formats";
import { AppError, describeError } from "@/lib/http/errors";
import { dataDocumentSchema, type DataImportReport, type ExportedDeck } from "./export-document";

type VersionLine = { slug: string; quantity: number; section?: "considering" };

const keyOf = (cards: readonly VersionLine[]) =>
  cards
    .map((c) => `${c.section ?? ""}:${c.slug}:${c.quantity}`)
    .sort()
    .join(",");

/** The deck's versions, oldest first, ending with its current cards and sideboard. */
function versionsOf(deck: ExportedDeck): { name: string; format: string; cards: VersionLine[] }[] {
  const line = (c: ExportedDeck["cards"][number], section?: "considering"): VersionLine => ({
    slug: c.slug ?? "",
    quantity: c.quantity,
    ...(section ? { section } : {}),
  });
  const cards = [
    ...deck.cards.map((c) => line(c, c.section === "considering" ? "considering" : undefined)),
    ...deck.considering.map((c) => line(c, "considering")),
  ];
  const current = { name: deck.name, format: deck.format, cards };
  const history = [...deck.history].sort((a, b) => a.version - b.version);
  const last = history.at(-1);
  return last && last.name === deck.name && last.format === deck.format && keyOf(last.cards) === keyOf(current.cards)
    ? history
    : [...history, current];
}

async function importDeck(userId: string, deck: ExportedDeck): Promise<void> {
  if ([...deck.cards, ...deck.considering].some((c) => c.slug === undefined))
    throw new AppError("INVALID_INPUT", "its cards must be named by slug");
  const versions = versionsOf(deck);
  const formats = new Map(
    await Promise.all(
      [...new Set(versions.map((v) => v.format))].map(async (id) => [id, await getFormat(id)] as const),
    ),
  );
  await prisma.$transaction(async (tx) => {
    const created = await tx.deck.create({
      data: {
        ownerId: userId,
        name: deck.name,
        description: deck.description,
        formatId: deck.format,
        visibility: deck.visibility,
        version: versions.length,
      },
      select: { id: true },
    });
    for (const [index, version] of versions.entries()) {
      const lines = await resolveDeckCards(
        tx,
        version.cards.filter((c) => c.section !== "considering"),
      );
      const considering = await resolveDeckCards(
        tx,
        version.cards.filter((c) => c.section === "considering"),
        "considering",
      );
      await writeDeckContents(tx, {
        deckId: created.id,
        version: index + 1,
        name: version.name,
        format: formats.get(version.format)!,
        lines,
        considering,
      });
    }
  });
}

/** The CSV in parts the collection import takes (its caps by lines and characters), each with the header. */
function csvParts(text: string): string[] {
  const rows = text
    .split(/\r\n|\r|\n/)
    .slice(1)
    .filter((l) => l.trim() !== "");
  const parts: string[][] = [];
  let size = 0;
  for (const row of rows) {
    const part = parts.at(-1);
    if (
      !part ||
      part.length >= MAX_IMPORT_LINES - 2 ||
      size + row.length + 2 > MAX_IMPORT_CHARS - COLLECTION_CSV_HEADER.length - 2
    ) {
      parts.push([row]);
      size = row.length;
    } else {
      part.push(row);
      size += row.length + 2;
    }
  }
  return parts.map((p) => [COLLECTION_CSV_HEADER, ...p].join("\n"));
}

export async function importData({
  userId,
  document,
}: {
  userId: string;
  document: unknown;
}): Promise<DataImportReport> {
  const data = dataDocumentSchema.parse(document);
  const report: DataImportReport = {
    decks: { imported: 0, failed: [] },
    collection: null,
    favourites: null,
    comments: null,
    reviews: null,
    notImported: ["profile", "likes", "registrations"],
  };
  for (const deck of data.decks) {
    try {
      await importDeck(userId, deck);
      report.decks.imported++;
    } catch (error) {
      // Our own errors say what is wrong with the deck; anything else is logged here, never shown (it can name tables and queries).
      const reason = describeError(error)?.message;
      if (reason === undefined) console.error(error);
      report.decks.failed.push({ name: deck.name, reason: reason ?? "could not be imported: an error on our side" });
    }
  }
  if (data.collection && data.collection.text.trim() !== "") {
    const totals = { cards: 0, leftOut: 0 };
    try {
      for (const text of csvParts(data.collection.text)) {
        const result = await importCollection({ userId, text, mode: "add" });
        totals.cards += result.cards;
        totals.leftOut += result.leftOut;
      }
      report.collection = totals;
    } catch (error) {
      report.collection = { error: describeError(error)?.message ?? "The collection could not be imported." };
    }
  }
  if (data.favourites.length > 0) {
    try {
      report.favourites = await importFavourites({ userId, deckIds: data.favourites.map((f) => f.deckId) });
    } catch (error) {
      report.favourites = { error: describeError(error)?.message ?? "The favourites could not be imported." };
    }
  }
  if (data.comments.length > 0) {
    try {
      report.comments = await importComments({ userId, comments: data.comments });
    } catch (error) {
      report.comments = { error: describeError(error)?.message ?? "The comments could not be imported." };
    }
  }
  if (data.reviews.length > 0) {
    try {
      report.reviews = await importReviews({ userId, reviews: data.reviews });
    } catch (error) {
      report.reviews = { error: describeError(error)?.message ?? "The reviews could not be imported." };
    }
  }
  return report;
}
