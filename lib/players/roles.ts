// Grants and removes roles by handle. Called from the command line only
// (scripts/user-role.ts), so it takes its Prisma client rather than importing the app's.
import type { PrismaClient, UserRole } from "../generated/prisma/client";
import { AppError } from "../http/errors";

/** Returns the roles the player holds afterwards. */
export async function setRole(options: { prisma: PrismaClient; handle: string; role: UserRole; granted: boolean }) {
  const { prisma, handle, role, granted } = options;
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { handle }, select: { id: true, roles: true } });
    if (!user) throw new AppError("NOT_FOUND", `No player has the handle ${handle}`);
    const roles = granted ? [...new Set([...user.roles, role])] : user.roles.filter((r) => r !== role);
    const updated = await tx.user.update({ where: { id: user.id }, data: { roles }, select: { roles: true } });
    return updated.roles;
  });
}
