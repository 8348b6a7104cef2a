import "server-only";
import { prisma } from "../db";
import { suggestHandle } from "./suggest-handle";

/** Whether a player still has to choose their handle, and a free one to offer. */
export async function getHandleChoice({ userId }: { userId: string }) {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { handle: true, handleChosen: true } });
  if (!user) return null;
  return { ...user, suggestion: user.handleChosen ? user.handle : await suggestHandle() };
}
