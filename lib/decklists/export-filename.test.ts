import { describe, expect, it } from "vitest";
import { attachment, exportFilename } from "./export-filename";

describe("exportFilename", () => {
  it("turns the deck's name into plain lower-case words", () => {
    expect(exportFilename("Vargr Raiders: Mk II", "txt")).toBe("vargr-raiders-mk-ii.txt");
    expect(exportFilename("Ça Marche — Ælfred", "json")).toBe("ca-marche-lfred.json");
  });

  it("never answers an empty or header-breaking name", () => {
    expect(exportFilename("???", "txt")).toBe("deck.txt");
    expect(exportFilename('a"b\r\nc', "txt")).toBe("a-b-c.txt");
    expect(attachment(exportFilename("x".repeat(200), "txt"))).toBe(`attachment; filename="${"x".repeat(60)}.txt"`);
  });
});
