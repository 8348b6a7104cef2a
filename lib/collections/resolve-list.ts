// Matches a collection list to the catalogue with the decklist resolver (one
// query for the names, card search's name matcher for the closest matches of
// unknown names), plus one query for lines that name a card by set and number only.
import "server-only";
import { prisma } from "@/lib/db";
import type { CardRef } from "@/lib/decklists/entries";
import { resolveDecklist } from "@/lib/decklists/resolve";
import { parseCollectionList, type CollectionListEntry } from "./parse-list";
import type { MatchedCollectionLine, ResolvedCollectionList, UnknownCollectionLine } from "./forms";
import type { CollectionField } from "./schemas";

const countsOf = (e: CollectionListEntry) => ({
  ...(e.owned !== undefined ? { owned: e.owned } : {}),
  ...(e.wanted !== undefined ? { wanted: e.wanted } : {}),
});

/** Cards named only by set and number: one query for all of them. */
async function findBySetNumber(entries: readonly CollectionListEntry[]): Promise<Map<string, CardRef>> {
  if (entries.length === 0) return new Map();
  const cards = await prisma.card.findMany({
    where: { OR: entries.map((e) => ({ setCode: e.setCode!, number: e.number! })) },
    select: { name: true, slug: true, setCode: true, number: true },
  });
  return new Map(cards.map((c) => [`${c.setCode}-${c.number}`, { name: c.name, slug: c.slug, setCode: c.setCode }]));
}

export async function resolveCollectionList({
  text,
  target,
}: {
  text: string;
  target: CollectionField;
}): Promise<ResolvedCollectionList> {
  const parsed = parseCollectionList(text, target);
  const bySetNumber = parsed.entries.filter((e) => e.name === undefined && e.slug === undefined);
  const byName = parsed.entries.filter((e) => e.name !== undefined || e.slug !== undefined);
  const entryAt = new Map(parsed.entries.map((e) => [e.line, e]));

  const [found, resolved] = await Promise.all([
    findBySetNumber(bySetNumber),
    resolveDecklist({
      entries: byName.map((e) => ({
        ...(e.slug !== undefined ? { slug: e.slug } : { name: e.name! }),
        quantity: e.owned ?? e.wanted ?? 0,
        ...(e.setCode ? { setCode: e.setCode } : {}),
        ...(e.number !== undefined ? { number: e.number } : {}),
        line: e.line,
      })),
    }),
  ]);

  const matched: MatchedCollectionLine[] = resolved.matched.map((m) => ({
    name: m.name,
    slug: m.slug,
    setCode: m.setCode,
    line: m.line!,
    ...countsOf(entryAt.get(m.line!)!),
  }));
  const unknown: UnknownCollectionLine[] = resolved.unknown.map((u) => ({
    ...u,
    line: u.line!,
    ...countsOf(entryAt.get(u.line!)!),
  }));
  for (const e of bySetNumber) {
    const card = found.get(`${e.setCode}-${e.number}`);
    if (card) matched.push({ ...card, line: e.line, ...countsOf(e) });
    else
      unknown.push({
        name: `${e.setCode}-${String(e.number).padStart(3, "0")}`,
        quantity: e.owned ?? e.wanted ?? 0,
        setCode: e.setCode!,
        line: e.line,
        suggestions: [],
        ...countsOf(e),
      });
  }
  const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;
  return { matched: matched.sort(byLine), unknown: unknown.sort(byLine), problems: parsed.problems, csv: parsed.csv };
}
