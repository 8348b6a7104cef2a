import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { folderCycles, folderEdges, folderOf, projectSourceFiles } from "./folder-cycles.mjs";

const root = join(import.meta.dirname, "..", "..");
const read = (file: string) => readFileSync(join(root, file), "utf8");
const edgeName = (e: { from: string; to: string }) => `${e.from} -> ${e.to}`;
const describeCycles = (cycles: ReturnType<typeof folderCycles>) =>
  cycles.map((c) => `${c.folders.join(" ↔ ")}: ${c.edges.map((e) => `${edgeName(e)} (${e.file})`).join(", ")}`);

describe("folders without circles", () => {
  it("names a file's folder in lib/ and components/", () => {
    expect(folderOf("lib/cards/vocabulary.ts")).toBe("lib/cards");
    expect(folderOf("lib/env.ts")).toBe("lib/env");
    expect(folderOf("components/deck/DeckTable.tsx")).toBe("components/deck");
    expect(folderOf("app/page.tsx")).toBeUndefined();
  });

  it("finds a circle through three folders and none in a line", () => {
    const edge = (from: string, to: string) => ({ from, to, file: `${from}/x.ts`, specifier: to });
    const line = [edge("lib/a", "lib/b"), edge("lib/b", "lib/c")];
    expect(folderCycles(line)).toEqual([]);
    const circle = folderCycles([...line, edge("lib/c", "lib/a")]);
    expect(circle.map((c) => c.folders)).toEqual([["lib/a", "lib/b", "lib/c"]]);
  });

  it("finds the circle one new import would close", () => {
    const files = [...projectSourceFiles(), "lib/cards/new-file.ts"];
    const withImport = (file: string) =>
      file === "lib/cards/new-file.ts" ? 'import { listPublicDecks } from "@/lib/decks/list-decks";\n' : read(file);
    const cycles = folderCycles(folderEdges(files, withImport));
    expect(cycles.flatMap((c) => c.edges.map(edgeName))).toContain("lib/cards -> lib/decks");
  });

  it("has no import between lib/ folders or between components/ folders that closes a circle", () => {
    expect(describeCycles(folderCycles(folderEdges()))).toEqual([]);
  });
});
