// Sets one count of one card in a player's collection, only if the stored
// value is still the one the page last saw: a compare-and-set in a single
// statement, so two tabs writing at once cannot both win silently. The loser
// gets CONFLICT with the value now stored.
import "server-only";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";
import { getCardCounts, type CardCounts } from "./get-card-counts";
import { cardIdSchema, setQuantitySchema, type SetQuantityInput } from "./schemas";

export async function setQuantity(options: { userId: string; cardId: number } & SetQuantityInput): Promise<CardCounts> {
  const { field, value, expected } = setQuantitySchema.parse({
    field: options.field,
    value: options.value,
    expected: options.expected,
  });
  const cardId = cardIdSchema.parse(options.cardId);
  const column = Prisma.raw(`"${field}"`);
  // A missing row counts as 0, so only a page that saw 0 may create it.
  const rows =
    expected === 0
      ? await prisma.$queryRaw<CardCounts[]>`
          INSERT INTO collection_entry ("userId", "cardId", owned, wanted, "updatedAt")
          SELECT ${options.userId}, card.id, ${field === "owned" ? value : 0}, ${field === "wanted" ? value : 0}, now()
          FROM card WHERE card.id = ${cardId}
          ON CONFLICT ("userId", "cardId") DO UPDATE SET ${column} = ${value}, "updatedAt" = now()
          WHERE collection_entry.${column} = 0
          RETURNING owned, wanted`
      : await prisma.$queryRaw<CardCounts[]>`
          UPDATE collection_entry SET ${column} = ${value}, "updatedAt" = now()
          WHERE "userId" = ${options.userId} AND "cardId" = ${cardId} AND ${column} = ${expected}
          RETURNING owned, wanted`;
  if (rows[0]) return rows[0];

  const current = await getCardCounts({ userId: options.userId, cardId });
  throw new AppError("CONFLICT", `Changed in another tab: now ${current[field]}.`, { current });
}
