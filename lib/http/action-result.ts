// What a server action answers: a value, or an error the form can show.
// Thrown errors lose their message in production, so expected ones are returned.
import { ZodError } from "zod";
import { describeError, type ErrorDetail } from "./errors";

export type ActionError = ErrorDetail;
export type ActionResult<T> = { ok: true; value: T } | { ok: false; error: ActionError };

export async function toActionResult<T>(run: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const detail = describeError(error);
    if (!detail) throw error;
    return { ok: false, error: detail };
  }
}

/**
 * An error's issues as one message per form field, first issue wins. By
 * default a field is an issue's first path segment; `fields` maps those to the
 * form's own names, anything unmapped going to `fallback` ("form": the form as
 * a whole). Shared schemas word some messages to follow the field's name ("is
 * empty: paste a decklist"): `labels` supplies that name. Messages start with a
 * capital and end with a full stop.
 */
export function fieldMessages<F extends string = string>(
  error: ActionError | ZodError,
  options: {
    fields?: Readonly<Record<string, F>>;
    fallback?: NoInfer<F>;
    labels?: Partial<Record<NoInfer<F>, string>>;
  } = {},
): Partial<Record<F, string>> {
  const detail = error instanceof ZodError ? describeError(error)! : error;
  const fallback = options.fallback ?? ("form" as F);
  const messages: Partial<Record<F, string>> = {};
  for (const issue of detail.issues ?? [{ field: fallback, message: detail.message }]) {
    const segment = issue.field.split(".")[0]!;
    const field = options.fields
      ? (options.fields[segment] ?? fallback)
      : segment === "(body)"
        ? fallback
        : (segment as F);
    const label = options.labels?.[field];
    const text =
      label && /^(is|are|must|needs?|lists?) /.test(issue.message) ? `${label} ${issue.message}` : issue.message;
    const sentence = text.charAt(0).toUpperCase() + text.slice(1);
    messages[field] ??= /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
  }
  return messages;
}
