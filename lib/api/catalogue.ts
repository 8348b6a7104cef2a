// Catalogue reads shaped for the API: one card with everything, sets, and the
// bulk export versioned by its content hash.
import "server-only";
import { createHash } from "node:crypto";
import { drawnSize, imagePath, type CardImageRef } from "@/lib/card-images/addresses";
import { cardFieldsSelect, toCardFields, type CardFields } from "@/lib/cards/card-fields";
import { getCard as getCardRow, getSet as getSetRow, listSets as listSetRows } from "@/lib/cards/queries";
import type { Capability } from "@/lib/cards/vocabulary";
import { prisma } from "@/lib/db";
import { isoDateOf } from "@/lib/rules/dates";
import { AppError } from "@/lib/http/errors";
import type { Errata, Ruling } from "@/lib/generated/prisma/client";
import { slicePage } from "./pagination";
import type { PaginationQuery } from "./schemas/common";
import { catalogueExportSchema, type ApiCardDetail, type CatalogueExport } from "./schemas/cards";

export const cardUrl = (origin: string, slug: string) => `${origin}/cards/${slug}`;
const setUrl = (origin: string, code: string) => `${origin}/api/v1/sets/${code}`;

/** A search item: every stored field but the row id, and the card's page. */
export function toCardItem(card: CardFields, origin: string) {
  const { id: _id, ...fields } = card;
  // Stored as text; the seed schema only let the vocabulary's capabilities in.
  return { ...fields, capabilities: fields.capabilities as Capability[], url: cardUrl(origin, card.slug) };
}

const API_IMAGE_WIDTH = 640;

/** The card's images at the largest width the site serves, or null when it has none. */
function cardImages(images: CardImageRef[], origin: string): ApiCardDetail["images"] {
  if (images.length === 0) return null;
  const face = (which: CardImageRef["face"]) => {
    const image = images.find((i) => i.face === which);
    if (!image) return null;
    // The image route never enlarges: a narrower original is served at its own width.
    const size = drawnSize(image, Math.min(API_IMAGE_WIDTH, image.width));
    return { url: `${origin}${imagePath(image.hash, API_IMAGE_WIDTH)}`, ...size };
  };
  return { front: face("FRONT"), back: face("BACK") };
}

function cardDetail(
  card: CardFields,
  extra: { set: { code: string; name: string }; errata: Errata[]; rulings: Ruling[]; retiredAt: Date | null },
  origin: string,
): Omit<ApiCardDetail, "images"> {
  const expert = new Set(card.expertSkills);
  return {
    ...toCardItem(card, origin),
    skillLevels: card.skills.map((skill) => ({ skill, level: expert.has(skill) ? "expert" : "trained" })),
    set: { code: extra.set.code, name: extra.set.name },
    errata: extra.errata.map((e) => ({
      field: e.field as "text" | "cost" | "creditValue",
      printed: e.printed,
      corrected: e.corrected,
      publishedOn: isoDateOf(e.publishedOn),
      source: e.source,
      note: e.note,
    })),
    rulings: extra.rulings.map((r) => ({
      ruledOn: isoDateOf(r.ruledOn),
      question: r.question,
      answer: r.answer,
      source: r.source,
    })),
    retiredOn: extra.retiredAt && isoDateOf(extra.retiredAt),
  };
}

export async function getApiCard({ slug, origin }: { slug: string; origin: string }): Promise<ApiCardDetail> {
  const row = await getCardRow(slug);
  if (!row) throw new AppError("NOT_FOUND", `No card has the slug '${slug}'.`);
  const fields = await prisma.card.findUniqueOrThrow({ where: { id: row.id }, select: cardFieldsSelect });
  return { ...cardDetail(toCardFields(fields), row, origin), images: cardImages(row.images, origin) };
}

const setFields = (set: { code: string; name: string; releasedOn: Date; description: string }) => ({
  code: set.code,
  name: set.name,
  releasedOn: isoDateOf(set.releasedOn),
  description: set.description,
});

export async function listApiSets({ origin, page }: { origin: string; page: PaginationQuery }) {
  const sets = await listSetRows();
  return slicePage(
    sets.map((s) => ({ ...setFields(s), cardCount: s.cardCount, url: setUrl(origin, s.code) })),
    page,
  );
}

export async function getApiSet({ code, origin }: { code: string; origin: string }) {
  const set = await getSetRow(code);
  if (!set) throw new AppError("NOT_FOUND", `No set has the code '${code}'.`);
  return {
    ...setFields(set),
    cardCount: set.cards.length,
    url: setUrl(origin, set.code),
    cards: set.cards.map((c) => ({
      slug: c.slug,
      name: c.name,
      type: c.type,
      setCode: c.setCode,
      number: c.number,
      url: cardUrl(origin, c.slug),
    })),
  };
}

/**
 * Every set and card with every field. `checksum` is the SHA-256 of
 * JSON.stringify({ sets, cards }), so the same catalogue gives the same
 * version on every instance and a client can check what it downloaded.
 */
export async function exportCatalogue({ origin }: { origin: string }): Promise<CatalogueExport> {
  const [sets, rows] = await Promise.all([
    prisma.cardSet.findMany({ orderBy: { position: "asc" } }),
    prisma.card.findMany({
      orderBy: [{ setCode: "asc" }, { number: "asc" }],
      select: {
        ...cardFieldsSelect,
        retiredAt: true,
        set: { select: { code: true, name: true } },
        errata: { orderBy: { publishedOn: "desc" } },
        rulings: { orderBy: [{ ruledOn: "desc" }, { position: "asc" }] },
      },
    }),
  ]);
  // Hashed in the shape (and key order) the answer has, so a client hashing what it parsed gets the same sum.
  const setList = catalogueExportSchema.shape.sets.parse(sets.map(setFields));
  const cards = catalogueExportSchema.shape.cards.parse(
    rows.map(({ set, errata, rulings, retiredAt, ...fields }) =>
      cardDetail(toCardFields(fields), { set, errata, rulings, retiredAt }, origin),
    ),
  );
  const checksum = createHash("sha256")
    .update(JSON.stringify({ sets: setList, cards }))
    .digest("hex");
  return {
    version: checksum.slice(0, 16),
    checksum: `sha256:${checksum}`,
    cardCount: cards.length,
    sets: setList,
    cards,
  };
}
