// Rules reference and formats shaped for the API.
import "server-only";
import type { CardType } from "@/lib/cards/vocabulary";
import { prisma } from "@/lib/db";
import { getFormatHistory, listFormatSummaries } from "@/lib/formats/formats";
import { isAnchorInAnyCase } from "@/lib/glossary/anchors";
import { anchorTitles, cardsWithKeyword, getGlossaryEntry } from "@/lib/glossary/queries";
import { rulesMarkupToPlain } from "@/lib/glossary/rules-markup";
import { termForms } from "@/lib/glossary/term-links";
import { AppError } from "@/lib/http/errors";
import { cardUrl } from "./catalogue";
import { slicePage } from "./pagination";
import type { PaginationQuery } from "./schemas/common";
import type { GLOSSARY_KINDS } from "./schemas/rules";

const MAX_ENTRY_CARDS = 100;
const entryUrl = (origin: string, anchor: string) => `${origin}/api/v1/glossary/${anchor}`;
const entryItem = (origin: string, e: { anchor: string; title: string; kind: (typeof GLOSSARY_KINDS)[number] }) => ({
  anchor: e.anchor,
  title: e.title,
  kind: e.kind,
  url: entryUrl(origin, e.anchor),
  page: `${origin}/rules/${e.anchor}`,
});

export async function listApiGlossary({
  origin,
  kind,
  page,
}: {
  origin: string;
  kind?: (typeof GLOSSARY_KINDS)[number];
  page: PaginationQuery;
}) {
  const entries = await prisma.glossaryEntry.findMany({
    where: kind ? { kind } : {},
    orderBy: [{ position: "asc" }, { title: "asc" }],
    select: { anchor: true, title: true, kind: true },
  });
  return slicePage(
    entries.map((e) => entryItem(origin, e)),
    page,
  );
}

/** Cards whose current text uses one of the entry's words (any form), by name. */
async function cardsUsingTerms(terms: string[]) {
  const forms = [...new Set(terms.flatMap(termForms))].map((f) => f.replace(/[^\p{L}\p{N} -]/gu, "")).filter(Boolean);
  if (!forms.length) return [];
  const pattern = `\\m(${forms.join("|")})\\M`;
  return prisma.$queryRaw<{ slug: string; name: string; type: CardType; setCode: string; number: number }[]>`
    SELECT slug, name, "type"::text AS type, "setCode", number FROM card
    WHERE text ~* ${pattern} ORDER BY name, "setCode" LIMIT ${MAX_ENTRY_CARDS}`;
}

export async function getApiGlossaryEntry({ anchor, origin }: { anchor: string; origin: string }) {
  const entry = isAnchorInAnyCase(anchor) ? await getGlossaryEntry(anchor) : null;
  if (!entry) throw new AppError("NOT_FOUND", `No glossary entry has the anchor '${anchor}'.`);
  const [titles, keywordCards, termCards] = await Promise.all([
    anchorTitles(entry.related),
    entry.kind === "KEYWORD" ? cardsWithKeyword(entry.title) : [],
    cardsUsingTerms(entry.terms),
  ]);
  const cards = new Map([...keywordCards, ...termCards].map((c) => [c.slug, c]));
  return {
    ...entryItem(origin, entry),
    body: entry.body,
    text: rulesMarkupToPlain(entry.body),
    stages: entry.stages,
    terms: entry.terms,
    icon: entry.icon,
    related: entry.related.map((a) => ({
      anchor: a,
      title: titles.get(a) ?? a.replace(/_/g, " "),
      url: entryUrl(origin, a),
    })),
    cards: [...cards.values()].slice(0, MAX_ENTRY_CARDS).map((c) => ({
      slug: c.slug,
      name: c.name,
      type: c.type,
      setCode: c.setCode,
      number: c.number,
      url: cardUrl(origin, c.slug),
    })),
  };
}

export async function listApiFormats({ origin, page }: { origin: string; page: PaginationQuery }) {
  const formats = await listFormatSummaries();
  return slicePage(
    formats.map((f) => ({ ...f, url: `${origin}/api/v1/formats/${f.id}` })),
    page,
  );
}

export async function getApiFormat({ id }: { id: string }) {
  const format = await getFormatHistory({ formatId: id });
  return {
    id: format.id,
    name: format.name,
    description: format.description,
    current: format.current,
    revisions: format.revisions,
  };
}
