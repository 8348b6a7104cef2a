import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Editors and admins change the catalogue; the role is read in the same query as the player. */
async function isCatalogueEditor(options: { userId: string; tx?: Prisma.TransactionClient }): Promise<boolean> {
  const db = options.tx ?? prisma;
  const user = await db.user.findFirst({
    where: { id: options.userId, roles: { hasSome: ["EDITOR", "ADMIN"] } },
    select: { id: true },
  });
  return user !== null;
}

export async function requireCatalogueEditor(options: { userId: string; tx?: Prisma.TransactionClient }) {
  if (!(await isCatalogueEditor(options))) throw new AppError("FORBIDDEN", "Only editors change the catalogue.");
}
