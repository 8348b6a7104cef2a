import "server-only";
import { prisma } from "@/lib/db";
import { staffPages } from "./staff-pages";

/** The staff pages a player's roles open, read now (a role granted a moment ago counts). */
export async function staffPagesOf(userId: string) {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { roles: true } });
  return staffPages(user?.roles ?? []);
}
