// The refusals events share, worded once.
import "server-only";
import { AppError } from "@/lib/http/errors";
import { formatInstant } from "@/lib/rules/dates";

export const noSuchEvent = () => new AppError("NOT_FOUND", "No such event.");

export function registrationClosed(closesAt: Date): AppError {
  const when = formatInstant(closesAt);
  return new AppError(
    "CONFLICT",
    `Registration closed on ${when}: lists can no longer be registered, replaced or withdrawn.`,
    {
      issues: [{ field: "form", message: `Registration closed on ${when}.` }],
    },
  );
}
