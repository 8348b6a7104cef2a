// What each server action takes, and the refusal of any other arguments before
// Next decodes them. A request naming an action (the `Next-Action` header) can
// send any JSON in React's reply format, so an action typed to take a form got
// a string, a list or a Map, and threw (a 500): the types are checked here,
// once, from this table. Pure: the server (server.ts) applies it.
import { parseJson } from "../http/parse-json";
import type { Refusal } from "./guards";

/**
 * One argument as React's client sends it:
 * - `form`: the FormData of the form that ran the action (a `$K` reference to the body's parts);
 * - `state`: the form's previous state (useActionState), an object;
 * - `result`: the previous ActionResult of a form, an object or null before the first answer;
 * - `text`: a string bound to the action on the page;
 * - `json`: an input the action parses with its own schema.
 */
export type ActionArgument = "form" | "state" | "result" | "text" | "json";

/** Every action in app/, by its exported name (the build's server-reference manifest names them). */
export const ACTION_ARGUMENTS: Readonly<Record<string, readonly ActionArgument[]>> = {
  // app/admin
  editCardAction: ["state", "form"],
  // app/account
  changePasswordAction: ["result", "form"],
  signOutEverywhereAction: ["result", "form"],
  deleteAccountAction: ["result", "form"],
  createTokenAction: ["result", "form"],
  revokeTokenAction: ["result", "form"],
  updateProfileAction: ["result", "form"],
  chooseHandleAction: ["result", "form"],
  // app/check, app/signup
  checkDecklistAction: ["state", "form"],
  signUpAction: ["json"],
  // app/collection
  createShareLinkAction: ["form"],
  revokeShareLinkAction: ["form"],
  addMissingToWantListAction: ["text", "result", "form"],
  importCollectionAction: ["state", "form"],
  // app/decks
  createDeckAction: ["result", "form"],
  saveDeckAction: ["json"],
  createKeptDeckAction: ["json"],
  forkDeckAction: ["form"],
  deleteDeckAction: ["form"],
  restoreDeckAction: ["form"],
  likeDeckAction: ["form"],
  favouriteDeckAction: ["form"],
  restoreVersionAction: ["form"],
  importDecklistAction: ["state", "form"],
  postCommentAction: ["result", "form"],
  editCommentAction: ["result", "form"],
  deleteCommentAction: ["result", "form"],
  reportCommentAction: ["result", "form"],
  // app/cards (issue 35)
  writeReviewAction: ["result", "form"],
  editReviewAction: ["result", "form"],
  deleteReviewAction: ["result", "form"],
  likeReviewAction: ["result", "form"],
  reviewViewerAction: ["json"],
  // app/admin
  moderateCommentAction: ["result", "form"],
  suspendPostingAction: ["result", "form"],
  // app/events
  createEventAction: ["state", "form"],
  editEventAction: ["state", "form"],
  deleteEventAction: ["form"],
  registerAction: ["state", "form"],
  reregisterAction: ["state", "form"],
  withdrawAction: ["form"],
  closeRegistrationAction: ["form"],
  deckCheckAction: ["state", "form"],
};

const refuse = (message: string): Refusal => ({
  status: 400,
  code: "BAD_QUERY",
  message: `The server action's arguments ${message}.`,
});

/** React's FormData reference: the parts of a multipart body whose names start with its number. */
const FORM_REFERENCE = /^\$K[0-9a-f]{1,8}$/;
/** Strings React writes in place of values JSON lacks; every other `$` string refers to a part of the body, or is a Map, a promise, a function… */
const INLINE_VALUE = /^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D)/;

/** The first string in a JSON value that is not plain data (iteratively: a body may nest deeper than the stack). */
function referenceIn(value: unknown): string | null {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (next.startsWith("$") && !INLINE_VALUE.test(next)) return next;
    } else if (next !== null && typeof next === "object") {
      for (const item of Object.values(next)) pending.push(item);
    }
  }
  return null;
}

const isObject = (value: unknown) => value !== null && typeof value === "object" && !Array.isArray(value);

function argumentRefusal(kind: ActionArgument, value: unknown, position: number, multipart: boolean): Refusal | null {
  const which = `argument ${position + 1}`;
  if (kind === "form") {
    if (multipart && typeof value === "string" && FORM_REFERENCE.test(value)) return null;
    return refuse(`hold no form where ${which} should be one (a form's fields come as a multipart body)`);
  }
  if (kind === "text" && (typeof value !== "string" || (value.startsWith("$") && !value.startsWith("$$"))))
    return refuse(`hold no text where ${which} should be text`);
  if (kind === "state" && !isObject(value)) return refuse(`hold no form state where ${which} should be one`);
  if (kind === "result" && value !== null && !isObject(value))
    return refuse(`hold no previous answer where ${which} should be one, or null`);
  return referenceRefusal(value, position);
}

function referenceRefusal(value: unknown, position: number): Refusal | null {
  const reference = referenceIn(value);
  return reference === null
    ? null
    : refuse(
        `hold ${JSON.stringify(reference.slice(0, 20))} in argument ${position + 1}, a reference no form of Starport sends`,
      );
}

/**
 * Which arguments the action reads, from its id: Next's compiler writes them
 * in the id's first byte (bits 6 to 1, the first argument first), and its
 * client sends only those, leaving the others out or undefined.
 */
export function usedArguments(actionId: string): (position: number) => boolean {
  const byte = /^[0-9a-f]{2}/i.test(actionId) ? parseInt(actionId.slice(0, 2), 16) : 0xff;
  return (position) => position > 5 || ((byte >> (6 - position)) & 1) === 1;
}

const allUsed = () => true;

/** Arguments already parsed, against what the action takes (undefined: not one of ours); an argument it does not read is not checked. */
function argumentsRefusal(
  args: unknown,
  expected: readonly ActionArgument[] | undefined,
  multipart: boolean,
  used: (position: number) => boolean,
): Refusal | null {
  if (!Array.isArray(args)) return refuse("are not a list");
  if (!expected) return null;
  if (args.length > expected.length) return refuse(`are ${args.length}, where this action takes ${expected.length}`);
  for (const [position, kind] of expected.entries()) {
    const refusal = used(position)
      ? argumentRefusal(kind, args[position], position, multipart)
      : referenceRefusal(args[position], position);
    if (refusal) return refusal;
  }
  return null;
}

/**
 * The refusal of an action's arguments, or null to let Next run it. `root` is
 * the arguments' JSON (a text body, or the part named "0" of a multipart one);
 * `expected` is the action's entry in ACTION_ARGUMENTS (undefined: an id Next
 * does not know either, which it answers itself); `used`, from the id, says
 * which of them the action reads.
 */
export function actionArgumentsRefusal(
  root: string | null,
  expected: readonly ActionArgument[] | undefined,
  multipart: boolean,
  used: (position: number) => boolean = allUsed,
): Refusal | null {
  if (root === null) return refuse("are missing");
  const args = parseJson(root);
  return args.ok ? argumentsRefusal(args.value, expected, multipart, used) : refuse("are not the JSON React sends");
}

/**
 * A form posted without JavaScript: the action gets the arguments the page
 * bound to it (`bound`, their JSON; null when none), then the form. A form
 * state (useActionState) is bound, so an action that takes one cannot be run
 * by its id alone.
 */
export function formPostRefusal(bound: string | null, expected: readonly ActionArgument[] | undefined): Refusal | null {
  const args = bound === null ? { ok: true as const, value: [] } : parseJson(bound);
  if (!args.ok || !Array.isArray(args.value)) return refuse("bound by the page are not a JSON list");
  const all = [...args.value, "$K0"];
  // Next passes every one of these to the action, read or not.
  if (expected && all.length !== expected.length)
    return refuse(`are ${all.length}, where this action takes ${expected.length}`);
  return argumentsRefusal(all, expected, true, allUsed);
}
