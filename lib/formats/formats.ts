// The formats a deck can be checked against, as loaded from seed/formats.
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { parseFormat, type Format } from "@/lib/rules/format";

/** Every format, in the seed's order. */
export async function listFormats(): Promise<Format[]> {
  const rows = await prisma.format.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }] });
  return rows.map((row) => parseFormat(row.definition));
}

/** The format with this id; an unknown id is bad input (422 naming the field `format`). */
export async function getFormat(id: string): Promise<Format> {
  const row = await prisma.format.findUnique({ where: { id } });
  if (!row) {
    const known = (await prisma.format.findMany({ select: { id: true }, orderBy: { position: "asc" } })).map((f) => f.id);
    const message = `unknown format '${id}' (known: ${known.join(", ")})`;
    throw new AppError("INVALID_INPUT", `format: ${message}`, { issues: [{ field: "format", message }] });
  }
  return parseFormat(row.definition);
}
