import { describe, expect, it } from "vitest";
import { actionBodyRefusal, argumentsJsonRefusal, formPostBodyRefusal } from "./action-payload";

const multipart = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request("http://x", { method: "POST", body: form });
  return request
    .arrayBuffer()
    .then((body) => ({ body: Buffer.from(body), contentType: request.headers.get("content-type")! }));
};

// Each body refused here made Next's own decoding throw before any action ran (a 500; tried against
// react-server-dom-webpack's decodeReply as Next 16 bundles it): not JSON, a reference to a part the body
// does not hold ("Connection closed."), a blob or stream reference, nesting past the decoder's stack.
describe("an action's arguments as JSON", () => {
  it("are let through as React's client sends them", () => {
    for (const text of [
      '["$K1"]',
      '[{"submission":2,"values":{"name":"$$100 bounty"}},"$K1"]',
      '[null,"$K1"]',
      '["cmdeck1",null,"$K2"]',
      '[{"deckId":"d","notes":"$undefined","when":"$D2026-01-01T00:00:00.000Z","cards":[{"cardId":1,"quantity":2}]}]',
      "[]",
      // Well formed, for the action to refuse (lib/http/action-input.ts): Next decodes this without a throw.
      '["x"]',
    ])
      expect(argumentsJsonRefusal(text), text).toBeNull();
  });

  it("are refused when they are not JSON", () => {
    for (const text of ["not json", "[", '"x', "$Q1", ""])
      expect(argumentsJsonRefusal(text)?.message, text).toBe(
        "The server action's arguments are not the JSON React sends.",
      );
  });

  it("are refused when they are not a list (Next spreads them into the call)", () => {
    for (const text of ['{"a":1}', "null", '"x"', "1", '"$Q1"'])
      expect(argumentsJsonRefusal(text)?.message, text).toBe("The server action's arguments are not a list.");
  });

  it("are refused when they hold a reference to another part, a promise, a Map, a function or a stream, however deep", () => {
    for (const reference of ["$Q1", "$W1", "$h1", "$F1", "$T", "$i1", "$n12", "$AAAA", "$S", "$@1", "$K", "$K1x"]) {
      const text = JSON.stringify([{ deckId: "d", cards: [{ nested: [reference] }] }]);
      expect(argumentsJsonRefusal(text)?.message, reference).toContain("a reference no form of Starport sends");
    }
    expect(argumentsJsonRefusal('["$Q1"]')).toMatchObject({ status: 400 });
  });

  it("are refused when they nest deeper than any form's input", () => {
    const deep = `[${"[".repeat(5000)}"x"${"]".repeat(5000)}]`;
    expect(argumentsJsonRefusal(deep)?.message).toBe("The server action's arguments nest deeper than 64 levels.");
    expect(argumentsJsonRefusal(`[${"[".repeat(30)}1${"]".repeat(30)}]`)).toBeNull();
  });
});

describe("an action's body", () => {
  it("is its arguments' JSON as text, or a multipart form whose part 0 holds them", async () => {
    expect(await actionBodyRefusal(Buffer.from('["$K1"]'), "text/plain;charset=UTF-8")).toBeNull();
    expect(await actionBodyRefusal(Buffer.from("$Q1"), "text/plain;charset=UTF-8")).toMatchObject({ status: 400 });
    const good = await multipart({ "0": '[{"submission":0},"$K1"]', "1_decklist": "1x a" });
    expect(await actionBodyRefusal(good.body, good.contentType)).toBeNull();
    const noArguments = await multipart({ decklist: "1x a" });
    expect((await actionBodyRefusal(noArguments.body, noArguments.contentType))?.message).toBe(
      "The server action's arguments are missing.",
    );
    const reference = await multipart({ "0": '[{"submission":0},"$Q1"]', "1_decklist": "1x a" });
    expect((await actionBodyRefusal(reference.body, reference.contentType))?.message).toContain("reference");
    expect(await actionBodyRefusal(Buffer.from("--x\r\nnot a part"), "multipart/form-data; boundary=y")).toMatchObject({
      message: "The request's body is not a multipart form.",
    });
  });

  it("without JavaScript names its action's bound arguments in parts it holds, as JSON with no reference", async () => {
    const id = "7f".padEnd(42, "0");
    const post = (fields: Record<string, string>) =>
      multipart(fields).then(({ body, contentType }) => formPostBodyRefusal(body, contentType));
    expect(await post({ decklist: "1x a" })).toBeNull();
    expect(await post({ [`$ACTION_ID_${id}`]: "", decklist: "1x a" })).toBeNull();
    expect(await post({ $ACTION_REF_1: "", "$ACTION_1:0": JSON.stringify({ id, bound: null }) })).toBeNull();
    expect(
      await post({
        $ACTION_REF_1: "",
        "$ACTION_1:0": JSON.stringify({ id, bound: "$@1" }),
        "$ACTION_1:1": '["d",null]',
      }),
    ).toBeNull();
    const refused: Record<string, string>[] = [
      { $ACTION_REF_1: "", "$ACTION_1:0": JSON.stringify({ id, bound: "$@1" }), "$ACTION_1:1": '["x",{"a":1},"$Q2"]' },
      { $ACTION_REF_1: "", "$ACTION_1:0": JSON.stringify({ id, bound: "$@9" }) },
      { $ACTION_REF_1: "", "$ACTION_1:0": "not json" },
    ];
    for (const fields of refused) expect(await post(fields), JSON.stringify(fields)).toMatchObject({ status: 400 });
  });
});
