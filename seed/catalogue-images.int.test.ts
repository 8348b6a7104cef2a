import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../tests/database";
import { folderStore } from "../lib/card-images/folder-store";
import { originalKey } from "../lib/card-images/image-store";
import { exportCatalogue } from "./export-catalogue";
import { importCatalogue } from "./import-catalogue";
import { readCatalogue } from "./read-catalogue";

// Card images travel in the catalogue's files: an export writes each as images/<hash>.<ext> named by its card's row,
// and an import reads them back through the upload's checks. A file that is not an image, or a path that leads out
// of the folder, stops the import, named, before anything is written.
const db = useTestDatabase();
const temp = () => mkdtempSync(join(tmpdir(), "starport-images-"));
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3a6ea5" } })
    .png()
    .toBuffer();
const state = async () => ({
  cards: (await db.prisma.card.findMany({ orderBy: { id: "asc" } })).map(({ updatedAt: _u, source: _s, ...c }) => c),
  images: await db.prisma.cardImage.findMany({ orderBy: [{ cardId: "asc" }, { face: "asc" }] }),
  revisions: await db.prisma.cardRevision.count(),
});
const sourceStore = folderStore(temp());
let exported: string;
let adventure: { id: number; slug: string; setCode: string; number: number; name: string };
let front: Buffer;
let back: Buffer;
const hashes: string[] = [];

beforeAll(async () => {
  adventure = await db.prisma.card.findFirstOrThrow({ where: { type: "ADVENTURE" }, orderBy: { id: "asc" } });
  front = await png(40, 56);
  back = await png(56, 40);
  for (const [face, bytes] of [
    ["FRONT", front],
    ["BACK", back],
  ] as const) {
    const hash = createHash("sha256").update(bytes).digest("hex");
    hashes.push(hash);
    await sourceStore.put(originalKey(hash), bytes, "image/png");
    const { width, height } = await sharp(bytes).metadata();
    await db.prisma.cardImage.create({ data: { cardId: adventure.id, face, hash, width, height } });
  }
  exported = temp();
  await exportCatalogue({ prisma: db.prisma, dir: exported, store: sourceStore });
});

describe("card images in the catalogue's files", () => {
  it("exports each image as a file its card's row names, and imports it back with no change", async () => {
    const catalogue = readCatalogue(exported);
    const named = catalogue.images!.filter((i) => i.setCode === adventure.setCode && i.number === adventure.number);
    expect(named.map((i) => [i.face, i.file])).toEqual([
      ["FRONT", expect.stringMatching(/^images\/[0-9a-f]{64}\.png$/)],
      ["BACK", expect.stringMatching(/^images\/[0-9a-f]{64}\.png$/)],
    ]);
    expect(readFileSync(join(exported, named[0]!.file))).toEqual(front);
    const before = await state();
    const { diff } = await importCatalogue({ prisma: db.prisma, catalogue, dryRun: false, store: folderStore(temp()) });
    expect(diff).toEqual({ added: [], changed: [], retired: [], removed: [] });
    expect(await state()).toEqual(before);
  });

  it("stores an image the card does not have, with a revision, into another site's store", async () => {
    const before = await db.prisma.cardImage.findMany({ where: { cardId: adventure.id }, orderBy: { face: "asc" } });
    await db.prisma.cardImage.deleteMany({ where: { cardId: adventure.id } });
    const store = folderStore(temp());
    const { diff } = await importCatalogue({
      prisma: db.prisma,
      catalogue: readCatalogue(exported),
      dryRun: false,
      store,
    });
    const label = `${adventure.setCode}-${adventure.number} ${adventure.name}`;
    expect(diff.changed).toEqual([
      {
        card: label,
        fields: [
          { field: "front image", before: null, after: `${before[0]!.hash.slice(0, 12)} (40×56)` },
          { field: "back image", before: null, after: `${before[1]!.hash.slice(0, 12)} (56×40)` },
        ],
      },
    ]);
    expect(await db.prisma.cardImage.findMany({ where: { cardId: adventure.id }, orderBy: { face: "asc" } })).toEqual(
      before.map(({ updatedAt: _u, ...i }) => expect.objectContaining(i)),
    );
    expect(await store.get(originalKey(before[0]!.hash))).toEqual(front);
    const revision = await db.prisma.cardRevision.findFirstOrThrow({ where: { cardId: adventure.id, kind: "IMPORT" } });
    expect(revision.changes).toEqual(diff.changed[0]!.fields);
    const again = await importCatalogue({
      prisma: db.prisma,
      catalogue: readCatalogue(exported),
      dryRun: false,
      store,
    });
    expect(again.diff.changed).toEqual([]);
  });

  it("refuses a file that is not an image, naming it, and writes nothing", async () => {
    const dir = temp();
    await exportCatalogue({ prisma: db.prisma, dir, store: sourceStore });
    const file = readCatalogue(dir).images![0]!.file;
    writeFileSync(join(dir, file), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    await db.prisma.cardImage.deleteMany({ where: { cardId: adventure.id } });
    const before = await state();
    const store = folderStore(temp());
    await expect(
      importCatalogue({ prisma: db.prisma, catalogue: readCatalogue(dir), dryRun: false, store }),
    ).rejects.toThrow(`${file}: The file is not an image that can be read.`);
    expect(await state()).toEqual(before);
    for (const hash of hashes) expect(await store.get(originalKey(hash))).toBeNull();
  });

  it("refuses a path that leads out of the folder, and a link, naming the card's file and field", async () => {
    const dir = temp();
    await exportCatalogue({ prisma: db.prisma, dir, store: sourceStore });
    const outside = join(temp(), "outside.png");
    writeFileSync(outside, front);
    const file = join(dir, "cards", adventure.setCode.toLowerCase(), "adventures.json");
    const rows = JSON.parse(readFileSync(file, "utf8"));
    const row = rows.cards.find((c: { number: number }) => c.number === adventure.number);
    row.images = { front: "../../outside.png" };
    writeFileSync(file, JSON.stringify(rows));
    expect(() => readCatalogue(dir)).toThrow(
      /adventures\.json: card #\d+ '.+': field 'images\.front': '\.\.\/\.\.\/outside\.png' is outside/,
    );
    mkdirSync(join(dir, "images"), { recursive: true });
    symlinkSync(outside, join(dir, "images", "linked.png"));
    row.images = { front: "images/linked.png" };
    writeFileSync(file, JSON.stringify(rows));
    expect(() => readCatalogue(dir)).toThrow(/field 'images\.front': images\/linked\.png: not a plain file inside/);
  });
});
