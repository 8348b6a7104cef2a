import { describe, expect, it } from "vitest";
import { parseJson } from "./parse-json";

describe("parseJson", () => {
  it("gives the value of JSON text", () => {
    expect(parseJson('{"a":[1,"x",null]}')).toEqual({ ok: true, value: { a: [1, "x", null] } });
    expect(parseJson("null")).toEqual({ ok: true, value: null });
  });

  it("gives the parser's reason for anything else, without throwing", () => {
    for (const text of ["", "{", "not json", "[1,]", "$Q1"]) {
      const parsed = parseJson(text);
      expect(parsed.ok, text).toBe(false);
      expect(parsed.ok ? "" : parsed.reason, text).not.toBe("");
    }
  });
});
