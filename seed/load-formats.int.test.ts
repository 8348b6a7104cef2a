import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../tests/database";
import { parseFormat } from "../lib/rules/format";
import { readCatalogue } from "./read-catalogue";
import { readFormats } from "./formats/read-formats";
import { describeFormatsLoad, loadFormats } from "./load-formats";

const formats = readFormats(undefined, readCatalogue());
const db = useTestDatabase();
beforeAll(async () => {
  await db.prisma.format.deleteMany({ where: { decks: { none: {} } } });
});

describe("loadFormats", () => {
  it("creates every format, then leaves them unchanged, then updates only what changed", async () => {
    const before = await db.prisma.format.count();
    const first = await loadFormats({ prisma: db.prisma, formats });
    expect(first.created + first.updated + first.unchanged).toBe(formats.length);
    expect(first.created).toBe(formats.length - before);

    expect(await loadFormats({ prisma: db.prisma, formats })).toEqual({ created: 0, updated: 0, unchanged: formats.length });

    const edited = formats.map((f, i) => (i === 0 ? { ...f, description: `${f.description} Edited.` } : f));
    const third = await loadFormats({ prisma: db.prisma, formats: edited });
    expect(third).toEqual({ created: 0, updated: 1, unchanged: formats.length - 1 });
    expect(describeFormatsLoad(third)).toBe(`formats: 0 created, 1 updated, ${formats.length - 1} unchanged`);
  });

  it("stores each format whole, in the seed's order, readable by the format schema", async () => {
    await loadFormats({ prisma: db.prisma, formats });
    const rows = await db.prisma.format.findMany({ orderBy: { position: "asc" } });
    expect(rows.map((r) => r.id)).toEqual(formats.map((f) => f.id));
    expect(rows.map((r) => parseFormat(r.definition))).toEqual(formats);
  });
});
