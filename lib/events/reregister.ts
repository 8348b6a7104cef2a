// A registered player replaces their list before the deadline: the new
// snapshot becomes the one that stands, and the old one is kept.
import "server-only";
import { AppError } from "@/lib/http/errors";
import { inOpenRegistration, type RegistrationRequest } from "./open-registration";
import { writeSnapshot, type RegistrationReceipt } from "./write-snapshot";

const notRegistered = () => new AppError("NOT_FOUND", "You are not registered for this event.");

export async function reregisterForEvent(options: RegistrationRequest): Promise<RegistrationReceipt> {
  return inOpenRegistration(options, async (tx, locked, snapshot) => {
    const registration = await tx.registration.findFirst({
      where: { eventId: locked.id, playerId: options.playerId, withdrawnAt: null },
      select: { id: true },
    });
    if (!registration) throw notRegistered();
    const shareEmail = options.shareEmail ?? false;
    await tx.registration.update({ where: { id: registration.id }, data: { shareEmail } });
    return writeSnapshot(tx, { registrationId: registration.id, playerId: options.playerId, snapshot });
  });
}
