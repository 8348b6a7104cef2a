// The refusals events share, worded once.
import "server-only";
import { AppError } from "@/lib/http/errors";

export const noSuchEvent = () => new AppError("NOT_FOUND", "No such event.");

export function registrationClosed(closesAt: Date): AppError {
  const when = closesAt.toISOString().slice(0, 16).replace("T", " ");
  return new AppError(
    "CONFLICT",
    `Registration closed at ${when} UTC: lists can no longer be registered, replaced or withdrawn.`,
    {
      issues: [{ field: "form", message: `Registration closed at ${when} UTC.` }],
    },
  );
}
