// Imports a pasted list as a new deck: checks the text again, swaps in the
// player's picks for unknown names, then creates the deck with its cards, its
// sideboard (the list's "Considering" section), first version snapshot and
// cached verdict in one transaction.
import "server-only";
import { prisma } from "@/lib/db";
import { checkDecklist } from "@/lib/decklists/check";
import type { UnknownEntry } from "@/lib/decklists/entries";
import type { ImportPick } from "@/lib/decklists/schemas";
import { importDeckSchema, type ImportDeckInput } from "@/lib/decks/schemas";
import { invalidInput } from "@/lib/http/errors";
import { resolveDeckCards } from "./deck-lines";
import { writeDeckContents } from "./write-deck-contents";

/** The cards the picks stand for; a pick must name one of the suggestions for an unknown name on that line. */
function applyPicks(
  unknown: readonly UnknownEntry[],
  picks: readonly ImportPick[],
): { slug: string; quantity: number; considering: boolean }[] {
  const byLine = new Map(unknown.map((u) => [u.line, u]));
  return picks.map((pick) => {
    const entry = byLine.get(pick.line);
    if (!entry)
      throw invalidInput("picks", `Line ${pick.line} has no unknown name to replace: preview the list again.`);
    if (!entry.suggestions.some((s) => s.slug === pick.slug)) {
      throw invalidInput(
        "picks",
        `Line ${pick.line}: '${pick.slug}' is not one of the suggestions for '${entry.name}'.`,
      );
    }
    return { slug: pick.slug, quantity: entry.quantity, considering: entry.section === "considering" };
  });
}

export async function importDeck(
  options: { userId: string } & ImportDeckInput,
): Promise<{ id: string; legal: boolean }> {
  const input = importDeckSchema.parse(options);
  const { format, matched, unknown } = await checkDecklist({ text: input.text, formatId: input.formatId });
  const chosen = [
    ...matched.map((m) => ({ slug: m.slug, quantity: m.quantity, considering: m.section === "considering" })),
    ...applyPicks(unknown, input.picks),
  ];
  if (chosen.length === 0)
    throw invalidInput("text", "No line of this list names a card in the catalogue: nothing to import.");
  const cards = chosen.filter((c) => !c.considering).map(({ slug, quantity }) => ({ slug, quantity }));
  const considering = chosen.filter((c) => c.considering).map(({ slug, quantity }) => ({ slug, quantity }));

  return prisma.$transaction(async (tx) => {
    const lines = await resolveDeckCards(tx, cards);
    const sideboard = await resolveDeckCards(tx, considering, "considering");
    const deck = await tx.deck.create({
      data: { name: input.name, formatId: format.id, ownerId: options.userId },
      select: { id: true, version: true },
    });
    const { legal } = await writeDeckContents(tx, {
      deckId: deck.id,
      version: deck.version,
      name: input.name,
      format,
      lines,
      considering: sideboard,
    });
    return { id: deck.id, legal };
  });
}
