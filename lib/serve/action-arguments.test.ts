import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ACTION_ARGUMENTS, actionArgumentsRefusal, formPostRefusal, usedArguments } from "./action-arguments";

const refusal = (root: string | null, name: string, multipart = true) =>
  actionArgumentsRefusal(root, ACTION_ARGUMENTS[name], multipart);

describe("a server action's arguments", () => {
  it("are let through as React's client sends them", () => {
    expect(refusal('["$K1"]', "likeDeckAction")).toBeNull();
    expect(refusal('[{"submission":2,"values":{"name":"$$100 bounty"}},"$K1"]', "createEventAction")).toBeNull();
    expect(refusal('[null,"$K1"]', "changePasswordAction")).toBeNull();
    expect(refusal('[{"ok":false,"error":{"code":"BAD_QUERY","message":"m"}},"$Ka"]', "createTokenAction")).toBeNull();
    expect(refusal('["cmdeck1",null,"$K2"]', "addMissingToWantListAction")).toBeNull();
    expect(
      refusal(
        '[{"deckId":"d","name":"Traders","notes":"$undefined","cards":[{"cardId":1,"quantity":2}],"version":3}]',
        "saveDeckAction",
        false,
      ),
    ).toBeNull();
  });

  it("must be a JSON list", () => {
    for (const root of ["not json", "[", '"x"', "1", "null", '{"a":1}', ""]) {
      expect(refusal(root, "likeDeckAction", false), root).toMatchObject({ status: 400, code: "BAD_QUERY" });
    }
    expect(refusal(null, "likeDeckAction")?.message).toBe("The server action's arguments are missing.");
  });

  it("must be no more than the action takes, and hold each one it reads", () => {
    expect(refusal('["$K1","$K2"]', "likeDeckAction")?.message).toBe(
      "The server action's arguments are 2, where this action takes 1.",
    );
    expect(refusal("[]", "likeDeckAction")?.message).toBe(
      "The server action's arguments hold no form where argument 1 should be one (a form's fields come as a multipart body).",
    );
  });

  it("leave out what the action does not read, as Next's client does (the id's first byte says which it reads)", () => {
    const shareLink = "00c562891082ef82f85ea0910eb7947e9f1702b36";
    expect(
      actionArgumentsRefusal("[]", ACTION_ARGUMENTS.createShareLinkAction, false, usedArguments(shareLink)),
    ).toBeNull();
    expect(
      actionArgumentsRefusal('["$undefined"]', ACTION_ARGUMENTS.createShareLinkAction, false, usedArguments(shareLink)),
    ).toBeNull();
    expect(
      actionArgumentsRefusal('["$Q1"]', ACTION_ARGUMENTS.createShareLinkAction, false, usedArguments(shareLink)),
    ).toMatchObject({ status: 400 });
    expect(
      actionArgumentsRefusal(
        "[]",
        ACTION_ARGUMENTS.likeDeckAction,
        true,
        usedArguments("409cd3c4d27657f9d88ca1018aff745ba08bf4bbb5"),
      ),
    ).toMatchObject({ status: 400 });
    const reads = (id: string) => [0, 1, 2, 3].map(usedArguments(id));
    expect(reads("40aa")).toEqual([true, false, false, false]);
    expect(reads("60aa")).toEqual([true, true, false, false]);
    expect(reads("70aa")).toEqual([true, true, true, false]);
    expect(reads("zz")).toEqual([true, true, true, true]);
  });

  it("must hold a form where the action reads one, and only in a multipart body", () => {
    for (const root of ['["x"]', "[1]", "[null]", "[{}]", "[[1,2]]", '["$Q1"]', '["$K"]', '["$K1x"]']) {
      expect(refusal(root, "forkDeckAction"), root).toMatchObject({ status: 400, code: "BAD_QUERY" });
    }
    expect(refusal('["$K1"]', "forkDeckAction", false)?.message).toContain("a multipart body");
  });

  it("must hold an object where the action reads its form's previous state", () => {
    for (const root of ['[null,"$K1"]', '[1,"$K1"]', '[[],"$K1"]', '["x","$K1"]']) {
      expect(refusal(root, "registerAction"), root).toMatchObject({ status: 400 });
    }
    expect(refusal('[1,"$K1"]', "deleteAccountAction")).toMatchObject({ status: 400 });
  });

  it("must hold text where the page bound text", () => {
    for (const root of ['[1,null,"$K2"]', '["$@1",null,"$K2"]', '[null,null,"$K2"]']) {
      expect(refusal(root, "addMissingToWantListAction"), root).toMatchObject({ status: 400 });
    }
  });

  it("hold no reference to another part, a promise, a Map or a function, however deep", () => {
    for (const reference of ["$@1", "$Q1", "$W1", "$h1", "$F1", "$T", "$i1", "$n12", "$AAAA", "$K1", "$S"]) {
      const root = JSON.stringify([{ deckId: "d", cards: [{ nested: [reference] }] }]);
      expect(refusal(root, "saveDeckAction", false)?.message, reference).toContain(
        "a reference no form of Starport sends",
      );
    }
    const deep = `${"[".repeat(5000)}"$Q1"${"]".repeat(5000)}`;
    expect(refusal(`[${deep}]`, "signUpAction", false)).toMatchObject({ status: 400 });
  });

  it("are only checked for being a list when the action is not one of ours (Next answers an unknown id)", () => {
    expect(actionArgumentsRefusal('["anything"]', undefined, false)).toBeNull();
    expect(actionArgumentsRefusal('"x"', undefined, false)).toMatchObject({ status: 400 });
  });
});

describe("ACTION_ARGUMENTS", () => {
  // Every exported action in a "use server" file of app/, with its parameters as declared.
  const actions = new Map<string, number>();
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  const app = join(import.meta.dirname, "..", "..", "app");
  for (const file of walk(app).filter((f) => f.endsWith(".ts"))) {
    const text = readFileSync(file, "utf8");
    if (!text.startsWith('"use server"')) continue;
    for (const match of text.matchAll(/^export async function (\w+)\(([^)]*)\)/gm)) {
      const params = match[2]!.split(/,(?![^<]*>)/).filter((p) => p.trim() !== "").length;
      actions.set(match[1]!, params);
    }
  }

  it("names every action in app/ and no other", () => {
    expect(Object.keys(ACTION_ARGUMENTS).sort()).toEqual([...actions.keys()].sort());
  });

  it("gives each action as many arguments as it declares (an action declared with none still gets its form)", () => {
    for (const [name, params] of actions) expect(ACTION_ARGUMENTS[name]!.length, name).toBe(Math.max(params, 1));
  });
});

describe("a form posted without JavaScript", () => {
  it("runs an action with the page's bound arguments, then the form", () => {
    expect(formPostRefusal(null, ACTION_ARGUMENTS.likeDeckAction)).toBeNull();
    expect(formPostRefusal('[{"submission":0}]', ACTION_ARGUMENTS.registerAction)).toBeNull();
    expect(formPostRefusal('["cmdeck1",null]', ACTION_ARGUMENTS.addMissingToWantListAction)).toBeNull();
  });

  it("cannot run an action that takes a form state by its id alone, nor with other bound arguments", () => {
    expect(formPostRefusal(null, ACTION_ARGUMENTS.registerAction)?.message).toBe(
      "The server action's arguments are 1, where this action takes 2.",
    );
    for (const bound of ['["x",{"a":1},"$Q2"]', "[null]", '[{"s":"$@2"}]', '"x"', "{", "[1,null]"]) {
      expect(formPostRefusal(bound, ACTION_ARGUMENTS.addMissingToWantListAction), bound).toMatchObject({ status: 400 });
    }
  });
});
