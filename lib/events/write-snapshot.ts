// Records a submission inside the caller's transaction: the next snapshot
// number for the registration, which becomes its current list (earlier
// snapshots are kept); a withdrawn registration is active again.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { invalidInput } from "@/lib/http/errors";
import type { SnapshotData } from "./build-snapshot";

export interface RegistrationReceipt {
  registrationId: string;
  number: number;
  hash: string;
  legal: boolean;
}

export async function writeSnapshot(
  tx: Prisma.TransactionClient,
  options: { registrationId: string; playerId: string; snapshot: SnapshotData },
): Promise<RegistrationReceipt> {
  const { registrationId, snapshot } = options;
  if (snapshot.deckId) {
    // The deck may have been deleted while its list was being checked: a share lock keeps it until commit.
    const deck = await tx.$queryRaw<
      { id: string }[]
    >`SELECT id FROM deck WHERE id = ${snapshot.deckId} AND "ownerId" = ${options.playerId} FOR SHARE`;
    if (deck.length === 0) throw invalidInput("deckId", "You have no such deck: it may have been deleted.");
  }
  const last = await tx.registrationSnapshot.aggregate({ where: { registrationId }, _max: { number: true } });
  const number = (last._max.number ?? 0) + 1;
  const written = await tx.registrationSnapshot.create({
    data: {
      registrationId,
      number,
      deckId: snapshot.deckId,
      deckName: snapshot.deckName,
      deckVersion: snapshot.deckVersion,
      formatRevisionId: snapshot.formatRevisionId,
      cards: snapshot.cards as unknown as Prisma.InputJsonValue,
      verdict: snapshot.verdict as unknown as Prisma.InputJsonValue,
      legal: snapshot.legal,
      hash: snapshot.hash,
    },
    select: { id: true },
  });
  await tx.registration.update({
    where: { id: registrationId },
    data: { currentSnapshotId: written.id, withdrawnAt: null },
  });
  return { registrationId, number, hash: snapshot.hash, legal: snapshot.legal };
}
