import { describe, expect, it } from "vitest";
import { createStatementNamer } from "./statement-names";

describe("prepared statement names", () => {
  it("gives a text the same name every time, and another text another name", () => {
    const name = createStatementNamer(10);
    const first = name({ sql: "SELECT 1" });
    expect(first).not.toBe("");
    expect(name({ sql: "SELECT 1" })).toBe(first);
    expect(name({ sql: "SELECT 2" })).not.toBe(first);
  });

  it("sends texts past the cap unnamed, and keeps the names it gave", () => {
    const name = createStatementNamer(2);
    const a = name({ sql: "SELECT 'a'" });
    const b = name({ sql: "SELECT 'b'" });
    expect(name({ sql: "SELECT 'c'" })).toBe("");
    expect(name({ sql: "SELECT 'a'" })).toBe(a);
    expect(name({ sql: "SELECT 'b'" })).toBe(b);
  });
});
