// A server action's body, read as Next would read it (a multipart form, or
// text), checked against what the action takes (action-arguments.ts) before
// Next decodes it; and the action names of the build, by id, for that check.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  actionArgumentsRefusal,
  type ActionArgument,
  ACTION_ARGUMENTS,
  formPostRefusal,
  usedArguments,
} from "./action-arguments";
import { parseJson } from "../http/parse-json";
import type { Refusal } from "./guards";

/** What each action of the build takes, by its id. */
export type ActionArguments = Map<string, readonly ActionArgument[] | undefined>;

/** The build's actions by id, as `next build` lists them; empty when there is no build manifest (the dev server). */
export function readActionArguments(dir: string): ActionArguments {
  const file = join(dir, ".next", "server", "server-reference-manifest.json");
  let manifest: { node?: Record<string, { exportedName?: string }> };
  try {
    manifest = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return new Map();
  }
  return new Map(
    Object.entries(manifest.node ?? {}).map(([id, entry]) => [id, ACTION_ARGUMENTS[entry.exportedName ?? ""]]),
  );
}

export const isMultipart = (contentType: string | undefined) => /^multipart\/form-data\b/i.test(contentType ?? "");

/** The body's fields, read with undici's multipart reader (Next reads them with busboy); null when it is no multipart form. */
const readForm = (body: Buffer, contentType: string) =>
  new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData().catch(() => null);

const notMultipart: Refusal = {
  status: 400,
  code: "BAD_QUERY",
  message: "The request's body is not a multipart form.",
};

export async function actionBodyRefusal(
  body: Buffer,
  contentType: string | undefined,
  actionId: string,
  actions: ActionArguments,
): Promise<Refusal | null> {
  const expected = actions.get(actionId);
  const used = usedArguments(actionId);
  if (!isMultipart(contentType)) return actionArgumentsRefusal(body.toString("utf8"), expected, false, used);
  const form = await readForm(body, contentType!);
  if (!form) return notMultipart;
  const root = form.get("0");
  return actionArgumentsRefusal(typeof root === "string" ? root : null, expected, true, used);
}

/** The bound arguments' JSON of a `$ACTION_REF_` form ("$@1": the form's part `$ACTION_<n>:1`), or undefined when the form names none it holds. */
function boundArguments(form: FormData, prefix: string, bound: unknown): string | null | undefined {
  if (bound === null) return null;
  const part = typeof bound === "string" ? /^\$@([0-9a-f]{1,8})$/.exec(bound) : null;
  const text = part ? form.get(`${prefix}${parseInt(part[1]!, 16)}`) : null;
  return typeof text === "string" ? text : undefined;
}

const notTheForm: Refusal = {
  status: 400,
  code: "BAD_QUERY",
  message: "The form's action fields are not the ones its page sends.",
};

/**
 * A page's form posted without JavaScript names its action in React's fields:
 * `$ACTION_ID_<id>`, or `$ACTION_REF_<n>` with the action and its bound
 * arguments in `$ACTION_<n>:0` and the parts that follow. Checked as the
 * same action's arguments with JavaScript; a form naming none is not an action.
 */
export async function formPostBodyRefusal(
  body: Buffer,
  contentType: string,
  actions: ActionArguments,
): Promise<Refusal | null> {
  const form = await readForm(body, contentType);
  if (!form) return notMultipart;
  for (const name of form.keys()) {
    if (name.startsWith("$ACTION_ID_")) {
      const id = name.slice("$ACTION_ID_".length);
      return actions.has(id) ? formPostRefusal(null, actions.get(id)) : null;
    }
    if (name.startsWith("$ACTION_REF_")) {
      const prefix = `$ACTION_${name.slice("$ACTION_REF_".length)}:`;
      const meta = form.get(`${prefix}0`);
      const parsed = parseJson(typeof meta === "string" ? meta : "");
      const reference = parsed.ok ? (parsed.value as { id?: unknown; bound?: unknown } | null) : null;
      if (typeof reference?.id !== "string") return notTheForm;
      if (!actions.has(reference.id)) return null;
      const bound = boundArguments(form, prefix, reference.bound ?? null);
      return bound === undefined ? notTheForm : formPostRefusal(bound, actions.get(reference.id));
    }
  }
  return null;
}
