// The bad input of choosing a format's revision, worded once for the server's
// read and the browser's offline check. Pure.
import { AppError } from "../http/errors";
import { formatIsoDate } from "../rules/dates";

/** Bad input naming its field, as the API reports it ("format: unknown format 'x' …"). */
function badField(field: "format" | "date", message: string): AppError {
  return new AppError("INVALID_INPUT", `${field}: ${message}`, { issues: [{ field, message }] });
}

export const unknownFormat = (id: string, known: readonly string[]) =>
  badField("format", `unknown format '${id}' (known: ${known.join(", ")})`);

/** `firstOn`: when the format's first revision took effect (YYYY-MM-DD), if it has one. */
export function noRevisionInForce(options: { name: string; on: string; firstOn?: string }): AppError {
  const since = options.firstOn ? `: its first revision took effect on ${formatIsoDate(options.firstOn)}` : "";
  return badField("date", `${options.name} has no revision in force on ${formatIsoDate(options.on)}${since}`);
}
