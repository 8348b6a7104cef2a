// What a server action answers: a value, or an error the form can show.
// Thrown errors lose their message in production, so expected ones are returned.
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
 * An error's issues as one message per form field, first issue wins. `fields`
 * maps an issue's field (its first path segment) to the form's field name;
 * anything unmapped goes to `fallback`. Shared schemas word some messages to
 * follow the field's name ("is empty: paste a decklist"): `labels` supplies
 * that name. Messages start with a capital and end with a full stop.
 */
export function fieldMessages<F extends string>(
  error: ActionError,
  fields: Readonly<Record<string, F>>,
  fallback: NoInfer<F>,
  labels: Partial<Record<NoInfer<F>, string>> = {},
): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {};
  for (const issue of error.issues ?? [{ field: fallback, message: error.message }]) {
    const field = fields[issue.field.split(".")[0]!] ?? fallback;
    const label = labels[field];
    const text = label && /^(is|are|must|needs?|lists?) /.test(issue.message) ? `${label} ${issue.message}` : issue.message;
    const sentence = text.charAt(0).toUpperCase() + text.slice(1);
    messages[field] ??= /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
  }
  return messages;
}
