// The formats a deck can be checked against, as loaded from seed/formats,
// each under the revision in force on a given day (today unless told).
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";
import { formatAt, type Format, type FormatRevision } from "@/lib/rules/format";
import { dateFromIso, isoDateOf, todayIso } from "../rules/dates";
import { noRevisionInForce, unknownFormat } from "./format-errors";
import { revisionOf } from "./revision-of";
import { revisionOn } from "./revisions";

type FormatRow = { id: string; name: string; description: string };

const inForceOn = (on: string) => ({
  where: { effectiveOn: { lte: dateFromIso(on) } },
  orderBy: { effectiveOn: "desc" as const },
  take: 1,
});

/** Every format under the revision in force on `on` (today by default), in the seed's order; a format with no revision in force yet is left out. */
export async function listFormats(options: { on?: string } = {}): Promise<Format[]> {
  const rows = await prisma.format.findMany({
    orderBy: [{ position: "asc" }, { id: "asc" }],
    include: { revisions: inForceOn(options.on ?? todayIso()) },
  });
  return rows.flatMap((row) => (row.revisions[0] ? [formatAt(row, revisionOf(row.revisions[0]))] : []));
}

async function unknownFormatOf(id: string, db: Prisma.TransactionClient): Promise<never> {
  const known = (await db.format.findMany({ select: { id: true }, orderBy: { position: "asc" } })).map((f) => f.id);
  throw unknownFormat(id, known);
}

/**
 * The format with this id under the revision in force on `on` (today by
 * default), with that revision's row id. An unknown id is bad input naming the
 * field `format`; a day before the format's first revision names `date`.
 * Inside a transaction, pass it as `db`: the read then needs no second connection.
 */
export async function getFormatRevision(
  id: string,
  options: { on?: string; db?: Prisma.TransactionClient } = {},
): Promise<{ revisionId: number; format: Format }> {
  const on = options.on ?? todayIso();
  const db = options.db ?? prisma;
  const row = await db.format.findUnique({ where: { id }, include: { revisions: inForceOn(on) } });
  if (!row) return unknownFormatOf(id, db);
  const revision = row.revisions[0];
  if (!revision) {
    const first = await db.formatRevision.findFirst({
      where: { formatId: id },
      orderBy: { effectiveOn: "asc" },
      select: { effectiveOn: true },
    });
    throw noRevisionInForce({ name: row.name, on, ...(first ? { firstOn: isoDateOf(first.effectiveOn) } : {}) });
  }
  return { revisionId: revision.id, format: formatAt(row, revisionOf(revision)) };
}

/** The format with this id under the revision in force on `on` (today by default); see `getFormatRevision` for bad input. */
export async function getFormat(
  id: string,
  options: { on?: string; db?: Prisma.TransactionClient } = {},
): Promise<Format> {
  return (await getFormatRevision(id, options)).format;
}

export interface FormatHistoryView extends FormatRow {
  /** Oldest first. */
  revisions: FormatRevision[];
  /** The revision in force today (null when the first one is still to come). */
  current: FormatRevision | null;
}

/** A format with every revision, for its page; NOT_FOUND for an unknown id. */
export async function getFormatHistory(options: { formatId: string; today?: string }): Promise<FormatHistoryView> {
  // Any case ("Standard" finds standard): the one lookup the format page and the API use.
  const row = await prisma.format.findFirst({
    where: { id: { equals: options.formatId, mode: "insensitive" } },
    include: { revisions: { orderBy: { effectiveOn: "asc" } } },
    orderBy: { id: "asc" },
  });
  if (!row) throw new AppError("NOT_FOUND", "No such format.");
  const revisions = row.revisions.map(revisionOf);
  const today = options.today ?? todayIso();
  const current = revisionOn(revisions, today) ?? null;
  return { id: row.id, name: row.name, description: row.description, revisions, current };
}

export interface FormatSummary extends FormatRow {
  revisionCount: number;
  /** When the revision in force today took effect; null before the first. */
  currentSince: string | null;
  /** The next revision announced, if any. */
  nextOn: string | null;
}

/** Every format with its revision dates, for /formats. */
export async function listFormatSummaries(options: { today?: string } = {}): Promise<FormatSummary[]> {
  const today = options.today ?? todayIso();
  const rows = await prisma.format.findMany({
    orderBy: [{ position: "asc" }, { id: "asc" }],
    include: { revisions: { select: { effectiveOn: true }, orderBy: { effectiveOn: "asc" } } },
  });
  return rows.map((row) => {
    const dates = row.revisions.map((r) => isoDateOf(r.effectiveOn));
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      revisionCount: dates.length,
      currentSince:
        revisionOn(
          dates.map((effective) => ({ effective })),
          today,
        )?.effective ?? null,
      nextOn: dates.find((d) => d > today) ?? null,
    };
  });
}
