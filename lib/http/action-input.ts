// Every server action's arguments, parsed with zod before the action runs. A
// request naming an action can send it anything React's reply format holds (a
// list where a form goes, null for a state, a Map): the action would throw on
// it (a 500). Wrap the action: `export const fooAction = parsedAction(takesForm, async function fooAction(form: FormData) {…});`
// What does not parse is refused: 400 with the reason through the server
// (action-refusals.ts), an AppError (BAD_QUERY) for a direct caller.
import { z } from "zod";
import { noteActionRefusal } from "./action-refusals";
import { AppError } from "./errors";

const isPlainObject = (value: unknown) =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The FormData of the form that ran the action. */
export const formFields = z.instanceof(FormData, { error: "should be the form's fields" });
/** A form's previous state (useActionState with a state object). */
const formState = z.custom<object>(isPlainObject, { error: "should be the form's previous state" });
/** A form's previous ActionResult: null before its first answer, undefined when the action does not read it (Next's client then leaves it out). */
export const previousAnswer = z.custom<object | null | undefined>(
  (value) => value === null || value === undefined || isPlainObject(value),
  { error: "should be the form's previous answer, or null" },
);
/** An input object the action parses with its own schema (saveDeckSchema…), answering field issues as it always has. */
const inputObject = z.custom<object>(isPlainObject, { error: "should be an object of the action's fields" });
/** Text the page bound to the action. */
export const boundText = z.string({ error: "should be text" });

export const takesForm = z.tuple([formFields]);
export const takesInput = z.tuple([inputObject]);
/** An action that reads no argument: its form may be sent or left out. */
export const takesNothing = z.tuple([formFields.optional()]);
export const takesStateAndForm = z.tuple([formState, formFields]);
export const takesAnswerAndForm = z.tuple([previousAnswer, formFields]);
/** A form action that reads neither its previous answer nor its fields. */
export const takesAnswerOnly = z.tuple([previousAnswer, formFields.optional()]);

/** The reason arguments do not parse, in words a person can act on. */
function reasonFor(error: z.ZodError, taken: number, given: number): string {
  const issue = error.issues[0]!;
  const [position, ...within] = issue.path;
  if (typeof position !== "number" || position >= taken)
    return `The server action's arguments are ${given}, where this action takes ${taken}.`;
  const where = within.length > 0 ? ` (${within.join(".")})` : "";
  const message = issue.message.replace(/\.$/, "");
  return `The server action's arguments are not what it takes: argument ${position + 1}${where} ${message}.`;
}

/** The action, taking only arguments that parse with `takes` (a tuple of its arguments' schemas); it gets them parsed. */
export function parsedAction<Args extends unknown[], Result>(
  takes: z.ZodTuple,
  run: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args: Args) => {
    const parsed = takes.safeParse(args);
    if (!parsed.success) {
      const reason = reasonFor(parsed.error, takes.def.items.length, args.length);
      noteActionRefusal(reason);
      throw new AppError("BAD_QUERY", reason);
    }
    return run(...(parsed.data as Args));
  };
}
