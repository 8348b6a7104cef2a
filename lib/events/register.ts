// A player registers for an event with one of their decks or a pasted list.
// The list is checked first; then, with the event row locked, the deadline,
// "once per player" and the cap are checked and the snapshot written in one
// transaction, so two players taking the last place at once cannot both get it.
import "server-only";
import { AppError } from "@/lib/http/errors";
import { inOpenRegistration, type RegistrationRequest } from "./open-registration";
import { writeSnapshot, type RegistrationReceipt } from "./write-snapshot";

const refuse = (message: string) => new AppError("CONFLICT", message, { issues: [{ field: "form", message }] });

export async function registerForEvent(options: RegistrationRequest): Promise<RegistrationReceipt> {
  return inOpenRegistration(options, async (tx, locked, snapshot) => {
    const existing = await tx.registration.findUnique({
      where: { eventId_playerId: { eventId: locked.id, playerId: options.playerId } },
    });
    if (existing && existing.withdrawnAt === null)
      throw refuse("You are already registered for this event: re-register to replace your list.");
    if (locked.playerCap !== null) {
      const active = await tx.registration.count({ where: { eventId: locked.id, withdrawnAt: null } });
      if (active >= locked.playerCap) throw refuse(`The event is full: all ${locked.playerCap} places are taken.`);
    }
    const shareEmail = options.shareEmail ?? false;
    const registration = existing
      ? await tx.registration.update({ where: { id: existing.id }, data: { shareEmail }, select: { id: true } })
      : await tx.registration.create({
          data: { eventId: locked.id, playerId: options.playerId, shareEmail },
          select: { id: true },
        });
    return writeSnapshot(tx, { registrationId: registration.id, playerId: options.playerId, snapshot });
  });
}
