// Generic checks of a page POST's body before Next decodes it, for what makes
// Next's own decoding throw (a 500) before any action runs: a body that is not
// well-formed JSON or multipart, arguments that are missing or not a list, nesting deeper than
// its decoder's stack, and strings in the syntax of a reference to another
// part (a Map, a promise, a function…) that no form of Starport sends and whose
// missing part fails the decoding. Which action is named, and what it takes, is
// not looked at: each action parses its own arguments (lib/http/action-input.ts).
import { parseJson } from "../http/parse-json";
import type { Refusal } from "./guards";

const refuse = (message: string): Refusal => ({ status: 400, code: "BAD_QUERY", message });

export const actionArgumentsMissing = refuse("The server action's arguments are missing.");
const notJson = refuse("The server action's arguments are not the JSON React sends.");
const notMultipart = refuse("The request's body is not a multipart form.");
const notTheForm = refuse("The form's action fields are not the ones its page sends.");

/** Deeper than any input of ours; React's decoder recurses per level and overflows the stack at a few thousand. */
const MAX_DEPTH = 64;
/** Strings React writes in place of values JSON lacks, and a form's own fields (`$K<n>`); `$$` escapes a `$`. */
const PLAIN_VALUE = /^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D|K[0-9a-f]{1,8}$)/;

/** The refusal of a JSON text of arguments, or null. Iterative: a body may nest deeper than the stack. */
export function argumentsJsonRefusal(text: string): Refusal | null {
  const parsed = parseJson(text);
  if (!parsed.ok) return notJson;
  // Next spreads them into the call: anything but a list throws there (null, a string) or is no argument at all.
  if (!Array.isArray(parsed.value)) return refuse("The server action's arguments are not a list.");
  const pending: [unknown, number][] = [[parsed.value, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (depth > MAX_DEPTH) return refuse(`The server action's arguments nest deeper than ${MAX_DEPTH} levels.`);
    if (typeof value === "string") {
      if (value.startsWith("$") && !PLAIN_VALUE.test(value))
        return refuse(
          `The server action's arguments hold ${JSON.stringify(value.slice(0, 20))}, a reference no form of Starport sends.`,
        );
    } else if (value !== null && typeof value === "object") {
      for (const item of Object.values(value)) pending.push([item, depth + 1]);
    }
  }
  return null;
}

export const isMultipart = (contentType: string | undefined) => /^multipart\/form-data\b/i.test(contentType ?? "");

/** The body's fields, read with undici's multipart reader; null when it is no well-formed multipart form. */
const readForm = (body: Buffer, contentType: string) =>
  new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData().catch(() => null);

/** A request naming an action (the `Next-Action` header): its arguments are the text body, or a multipart body's part `0`. */
export async function actionBodyRefusal(body: Buffer, contentType: string | undefined): Promise<Refusal | null> {
  if (!isMultipart(contentType)) return argumentsJsonRefusal(body.toString("utf8"));
  const form = await readForm(body, contentType!);
  if (!form) return notMultipart;
  const root = form.get("0");
  return typeof root === "string" ? argumentsJsonRefusal(root) : actionArgumentsMissing;
}

/**
 * A page's multipart form posted without JavaScript. When it runs an action,
 * React's fields say so: `$ACTION_REF_<n>` with the action's id and bound
 * arguments in `$ACTION_<n>:0` and the parts it names (`"$@1"`: part
 * `$ACTION_<n>:1`). Those JSON parts get the same checks as arguments sent
 * with JavaScript; a bound part named but not sent makes Next's decoding throw.
 */
export async function formPostBodyRefusal(body: Buffer, contentType: string): Promise<Refusal | null> {
  const form = await readForm(body, contentType);
  if (!form) return notMultipart;
  for (const name of form.keys()) {
    if (!name.startsWith("$ACTION_REF_")) continue;
    const prefix = `$ACTION_${name.slice("$ACTION_REF_".length)}:`;
    const meta = form.get(`${prefix}0`);
    const parsed = parseJson(typeof meta === "string" ? meta : "");
    const reference = parsed.ok ? (parsed.value as { id?: unknown; bound?: unknown } | null) : null;
    if (typeof reference?.id !== "string") return notTheForm;
    const bound = reference.bound ?? null;
    if (bound === null) return null;
    const part = typeof bound === "string" ? /^\$@([0-9a-f]{1,8})$/.exec(bound) : null;
    const text = part ? form.get(`${prefix}${parseInt(part[1]!, 16)}`) : null;
    return typeof text === "string" ? argumentsJsonRefusal(text) : notTheForm;
  }
  return null;
}
