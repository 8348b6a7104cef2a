import { execFile } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, symlinkSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../tests/database";
import { createUser } from "../tests/factories";
import type { CardEdit } from "../lib/catalogue-admin/schemas";
import { exportCatalogue } from "./export-catalogue";
import { importCatalogue } from "./import-catalogue";
import { MAX_FILE_BYTES, readCatalogue } from "./read-catalogue";

// Export then import is a round trip with no change, after edits an export must
// carry (a renamed card keeping its address, an erratum, a ruling); hostile
// import files are refused before anything is written, naming the file.
const db = useTestDatabase();
const temp = () => mkdtempSync(join(tmpdir(), "starport-export-"));
const state = async () => ({
  cards: await db.prisma.card.findMany({ orderBy: { id: "asc" } }),
  errata: await db.prisma.errata.findMany({ orderBy: { id: "asc" } }),
  rulings: await db.prisma.ruling.findMany({ orderBy: { id: "asc" } }),
  sets: await db.prisma.cardSet.findMany({ orderBy: { code: "asc" } }),
  revisions: await db.prisma.cardRevision.count(),
});
const byCard = (a: { cardId: number; id: number }, b: { cardId: number; id: number }) =>
  a.cardId - b.cardId || a.id - b.id;
const pick = ({ name, text, flavor, cost, creditValue, subtypes, traits, keywords }: CardEdit) => ({
  name,
  text,
  flavor,
  cost,
  creditValue,
  subtypes,
  traits,
  keywords,
});
/** The catalogue's content: an import takes over the cards it names (their `source`), and nothing else may move. */
const content = async () => {
  const { cards, errata, rulings, sets, revisions } = await state();
  return {
    cards: cards.map(({ source: _s, updatedAt: _u, ...card }) => card),
    errata: errata.sort(byCard).map(({ id: _i, ...e }) => e),
    rulings: rulings.sort(byCard).map(({ id: _i, ...r }) => r),
    sets: sets.map(({ source: _s, ...set }) => set),
    revisions,
  };
};

describe("exportCatalogue", () => {
  it("writes the seed's own files back from a seeded database", async () => {
    const dir = temp();
    const files = await exportCatalogue({ prisma: db.prisma, dir });
    expect(files).toContain("cards/core/ships.json");
    expect(readCatalogue(dir)).toEqual(readCatalogue());
    // Adventure faces are stored with their defaults filled in (a requirement's level, an empty text): same cards.
    for (const file of files.filter((f) => !f.endsWith("adventures.json"))) {
      expect(JSON.parse(readFileSync(join(dir, file), "utf8")), file).toEqual(
        JSON.parse(readFileSync(join(import.meta.dirname, file), "utf8")),
      );
    }
  });

  it("round-trips edits through an import that changes nothing", async () => {
    const [renamed, corrected] = await db.prisma.card.findMany({
      where: { type: "GEAR", errata: { none: {} } },
      orderBy: { id: "asc" },
      take: 2,
    });
    const editorId = (await createUser(db.prisma, "Editor")).id;
    await db.prisma.user.update({ where: { id: editorId }, data: { roles: ["EDITOR"] } });
    const { editCard } = await import("../lib/catalogue-admin/edit-card");
    const { addErratum } = await import("../lib/catalogue-admin/add-erratum");
    const { addRuling } = await import("../lib/catalogue-admin/add-ruling");
    await editCard({ slug: renamed!.slug, editorId, values: { ...pick(renamed!), name: "Renamed In Place" } });
    await addRuling({
      slug: renamed!.slug,
      editorId,
      ruling: { question: "Does it?", answer: "It does.", date: "2026-11-21", source: "Judges" },
    });
    await addErratum({
      slug: corrected!.slug,
      editorId,
      erratum: {
        printed: corrected!.text,
        corrected: "Corrected: gain 1[credit].",
        date: "2026-11-20",
        source: "v1.1",
      },
    });
    const dir = temp();
    await exportCatalogue({ prisma: db.prisma, dir });
    const before = await content();
    const { diff } = await importCatalogue({ prisma: db.prisma, catalogue: readCatalogue(dir), dryRun: false });
    expect(diff).toEqual({ added: [], changed: [], retired: [], removed: [] });
    expect(await content()).toEqual(before);
    expect((await db.prisma.card.findUniqueOrThrow({ where: { id: renamed!.id } })).slug).toBe(renamed!.slug);
    expect(await db.prisma.card.count({ where: { source: { not: "import" } } })).toBe(0);
  });
});

describe("hostile import files", () => {
  const copyOfSeed = () => {
    const dir = temp();
    cpSync(join(import.meta.dirname, "sets.json"), join(dir, "sets.json"));
    cpSync(join(import.meta.dirname, "cards"), join(dir, "cards"), { recursive: true });
    return dir;
  };

  it("refuses a file too large to be a catalogue file", () => {
    const dir = copyOfSeed();
    writeFileSync(join(dir, "cards/core/gear.json"), " ".repeat(MAX_FILE_BYTES + 1));
    expect(() => readCatalogue(dir)).toThrow(/^cards\/core\/gear\.json: .* bytes, more than a catalogue file may hold/);
  });

  it("refuses a link to a file outside the folder, and a folder reached through ../", () => {
    const outside = temp();
    writeFileSync(join(outside, "secret.json"), readFileSync(join(import.meta.dirname, "cards/core/gear.json")));
    const dir = copyOfSeed();
    symlinkSync(join(outside, "secret.json"), join(dir, "cards/core/stolen.json"));
    expect(() => readCatalogue(dir)).toThrow(
      /^cards\/core\/stolen\.json: not a plain file inside the catalogue's folder/,
    );
    const linked = temp();
    cpSync(join(import.meta.dirname, "sets.json"), join(linked, "sets.json"));
    symlinkSync(join(dir, "..", outside.split("/").at(-1)!), join(linked, "cards"));
    mkdirSync(join(outside, "x"));
    expect(() => readCatalogue(linked)).toThrow(/^cards\/secret\.json: not a plain file inside the catalogue's folder/);
  });

  it("refuses through the command line with the file named, exit 1, and writes nothing", async () => {
    const dir = copyOfSeed();
    const file = join(dir, "cards/core/crew.json");
    const crew = JSON.parse(readFileSync(file, "utf8"));
    crew.cards[2].wounds = "two";
    writeFileSync(file, JSON.stringify(crew));
    const before = await state();
    const run = promisify(execFile)("npx", ["tsx", "scripts/catalogue-import.ts", dir], {
      env: { ...process.env, DATABASE_URL: db.url },
    });
    const failed = await run.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(
      new RegExp(`cards/core/crew\\.json: card #3 '${crew.cards[2].name}': field 'wounds'`),
    );
    expect(await state()).toEqual(before);
  });
});
