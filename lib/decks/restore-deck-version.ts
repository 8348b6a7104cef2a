// Restores an old version of a deck as a new save: its name, format, cards
// and sideboard become the next version, through the same version guard as
// any save, so a restore from a stale page is a conflict.
import "server-only";
import { prisma } from "@/lib/db";
import { getFormat } from "@/lib/formats/formats";
import { AppError } from "@/lib/http/errors";
import { claimNextVersion } from "./claim-next-version";
import { resolveDeckCards } from "./deck-lines";
import { restoreVersionSchema, type RestoreVersionInput, type SavedDeck } from "./schemas";
import { readSnapshot } from "./snapshot";
import { writeDeckContents } from "./write-deck-contents";

export async function restoreDeckVersion(options: { userId: string } & RestoreVersionInput): Promise<SavedDeck> {
  const { deckId, version, fromVersion } = restoreVersionSchema.parse(options);
  const { userId } = options;
  return prisma.$transaction(async (tx) => {
    const snapshot = await tx.deckVersion.findFirst({
      where: { deckId, version, deck: { ownerId: userId } },
      select: { name: true, formatId: true, cards: true },
    });
    if (!snapshot) throw new AppError("NOT_FOUND", `No version ${version} of this deck.`);
    const saved = readSnapshot(snapshot.cards);
    // A card gone from the catalogue since is named, and nothing is written.
    const lines = await resolveDeckCards(
      tx,
      saved.filter((l) => !l.section),
      "version",
    );
    const considering = await resolveDeckCards(
      tx,
      saved.filter((l) => l.section === "considering"),
      "version",
    );
    const format = await getFormat(snapshot.formatId, { db: tx });
    const deck = await claimNextVersion(tx, {
      deckId,
      userId,
      version: fromVersion,
      data: { name: snapshot.name, formatId: snapshot.formatId },
    });
    const { legal } = await writeDeckContents(tx, {
      deckId,
      version: deck.version,
      name: deck.name,
      format,
      lines,
      considering,
    });
    return { id: deckId, version: deck.version, legal };
  });
}
