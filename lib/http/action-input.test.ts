import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  parsedAction,
  takesAnswerAndForm,
  takesForm,
  takesInput,
  takesNothing,
  takesStateAndForm,
} from "./action-input";
import { withActionRefusals, type ActionRefusalSlot } from "./action-refusals";

const form = () => {
  const fields = new FormData();
  fields.set("decklist", "1x a");
  return fields;
};
const echo = parsedAction(takesStateAndForm, async (...args: unknown[]) => args);

/** Runs the action as the server does (a slot open for its refusal): what it answered, or the reason it refused. */
async function call(action: (...args: never[]) => Promise<unknown>, ...args: unknown[]) {
  const slot: ActionRefusalSlot = {};
  try {
    await withActionRefusals(slot, () => (action as (...a: unknown[]) => Promise<unknown>)(...args));
    return { refused: slot.reason };
  } catch (error) {
    expect(error).toMatchObject({ code: "BAD_QUERY", message: slot.reason });
    return { refused: slot.reason };
  }
}

describe("parsedAction", () => {
  it("runs the action with arguments as React's client sends them", async () => {
    const fields = form();
    expect(await echo({ submission: 1 }, fields)).toEqual([{ submission: 1 }, fields]);
    const answered = parsedAction(takesAnswerAndForm, async (previous: object | null, _form: FormData) => previous);
    expect(await answered(null, fields)).toBeNull();
    expect(await answered({ ok: false, error: { code: "BAD_QUERY", message: "m" } }, fields)).toMatchObject({
      ok: false,
    });
    expect(await parsedAction(takesNothing, async () => "ran")()).toBe("ran");
    expect(await parsedAction(takesNothing, async (_form?: FormData) => "ran")(fields)).toBe("ran");
    expect(await parsedAction(takesInput, async (input: object) => input)({ deckId: "d" })).toEqual({ deckId: "d" });
  });

  it("refuses, with the reason, every argument list no form of ours sends (each threw in the action: a 500)", async () => {
    const fields = form();
    const cases: [unknown[], string][] = [
      [["x"], "are 1, where this action takes 2"],
      [[null, fields], "argument 1 should be the form's previous state"],
      [[[], fields], "argument 1 should be the form's previous state"],
      [[fields], "are 1, where this action takes 2"],
      [[{ submission: 0 }, "x"], "argument 2 should be the form's fields"],
      [[{ submission: 0 }, new Map()], "argument 2 should be the form's fields"],
      [[{ submission: 0 }, fields, fields], "are 3, where this action takes 2"],
      [[], "are 0, where this action takes 2"],
    ];
    for (const [args, reason] of cases) {
      const { refused } = await call(echo, ...args);
      expect(refused, JSON.stringify(args)).toBe(
        reason.startsWith("are")
          ? `The server action's arguments ${reason}.`
          : `The server action's arguments are not what it takes: ${reason}.`,
      );
    }
    expect(
      (
        await call(
          parsedAction(takesForm, async () => null),
          ["x"],
        )
      ).refused,
    ).toContain("argument 1 should be");
    expect(
      (
        await call(
          parsedAction(takesInput, async () => null),
          "x",
        )
      ).refused,
    ).toContain("argument 1 should be");
    expect(
      (
        await call(
          parsedAction(takesInput, async () => null),
          [1],
        )
      ).refused,
    ).toContain("argument 1 should be");
    expect(
      (
        await call(
          parsedAction(takesAnswerAndForm, async () => null),
          1,
          fields,
        )
      ).refused,
    ).toContain("argument 1 should be the form's previous answer");
  });

  it("does not run the action on arguments it refuses, and throws BAD_QUERY to a caller outside the server", async () => {
    let ran = false;
    const action = parsedAction(takesForm, async () => (ran = true));
    await expect((action as (...a: unknown[]) => Promise<unknown>)("x")).rejects.toMatchObject({ code: "BAD_QUERY" });
    expect(ran).toBe(false);
  });
});

describe('every action in a "use server" file of app/', () => {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  const files = walk(join(import.meta.dirname, "..", "..", "app")).filter(
    (file) => /\.tsx?$/.test(file) && readFileSync(file, "utf8").startsWith('"use server"'),
  );

  it("goes through parsedAction, so its arguments are parsed before it runs", () => {
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/^export (async )?function/m);
      expect(text, file).not.toMatch(/^export (default|\{)/m);
      for (const match of text.matchAll(/^export const (\w+) = (\w+)\(/gm))
        expect(match[2], `${file}: ${match[1]}`).toBe("parsedAction");
    }
  });
});
