// Card images end to end without a browser: who may upload (anonymous, player, editor, admin), hostile files
// (huge, not an image, a wrong type, a name that escapes the folder) refused with a reason and nothing changed,
// the record, the revision and the cache tag; then the image route (WebP, a year's cache, 404s) and the API field.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, useSession } from "../../../tests/session";
import { useTestDatabase } from "../../../tests/database";
import { createPlayers, type Player } from "../../../tests/factories";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { callApi } from "@/lib/api/routes.testing";
import { cardDetailSchema } from "@/lib/api/schemas/cards";

const db = useTestDatabase();
useSession();
const imagesDir = await mkdtemp(path.join(tmpdir(), "starport-card-images-"));
process.env.IMAGES_DIR = path.join(imagesDir, "store");
let upload: typeof import("./route");
let serve: typeof import("../../images/[hash]/[width]/route");
let people: Record<"player" | "editor" | "admin", Player>;
let gear: { id: number; slug: string };
let adventure: { id: number; slug: string };
let png: Buffer;

const picture = (width: number, height: number, format: "png" | "gif" = "png") =>
  sharp({ create: { width, height, channels: 3, background: "#2a6f97" } })
    .toFormat(format)
    .toBuffer();

function post(fields: { slug: string; face?: string; file?: Blob; name?: string }, accept = "application/json") {
  const form = new FormData();
  form.set("slug", fields.slug);
  form.set("face", fields.face ?? "FRONT");
  if (fields.file) form.set("file", fields.file, fields.name ?? "card.png");
  return upload.POST(
    new Request("http://starport.test/admin/card-images", { method: "POST", body: form, headers: { accept } }),
  );
}
const pngFile = (bytes: Buffer, type = "image/png") => new Blob([new Uint8Array(bytes)], { type });
const imageOf = (cardId: number) => db.prisma.cardImage.findMany({ where: { cardId } });
const revisionsOf = (cardId: number) => db.prisma.cardRevision.findMany({ where: { cardId }, orderBy: { id: "asc" } });
const storedFiles = async () => (await readdir(imagesDir, { recursive: true })).sort();
const getImage = (hash: string, width: string) =>
  serve.GET(new Request(`http://starport.test/images/${hash}/${width}`), { params: Promise.resolve({ hash, width }) });

beforeAll(async () => {
  upload = await import("./route");
  serve = await import("../../images/[hash]/[width]/route");
  people = await createPlayers(db.prisma, ["player", "editor", "admin"], { editors: ["editor"], admins: ["admin"] });
  gear = await db.prisma.card.findFirstOrThrow({ where: { type: "GEAR" }, select: { id: true, slug: true } });
  adventure = await db.prisma.card.findFirstOrThrow({ where: { type: "ADVENTURE" }, select: { id: true, slug: true } });
  png = await picture(600, 840);
});
afterAll(() => rm(imagesDir, { recursive: true, force: true }));

describe("POST /admin/card-images", () => {
  it("refuses anonymous visitors and players, storing nothing", async () => {
    signIn(null);
    expect((await post({ slug: gear.slug, file: pngFile(png) })).status).toBe(403);
    signIn(people.player);
    const res = await post({ slug: gear.slug, file: pngFile(png) });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe("Only editors change the catalogue.");
    expect(await imageOf(gear.id)).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it("keeps an editor's image under its hash with its size, as a revision, and marks the card's page stale", async () => {
    signIn(people.editor);
    const tagBefore = (await db.prisma.cacheTag.findUnique({ where: { tag: `card:${gear.slug}` } }))?.version ?? 0n;
    const res = await post({ slug: gear.slug, file: pngFile(png) });
    expect(res.status).toBe(200);
    const { image } = await res.json();
    expect(image).toMatchObject({ face: "FRONT", width: 600, height: 840 });
    expect(image.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await imageOf(gear.id)).toMatchObject([{ face: "FRONT", hash: image.hash, width: 600, height: 840 }]);
    const revisions = await revisionsOf(gear.id);
    expect(revisions.at(-1)).toMatchObject({
      editorId: people.editor.id,
      kind: "EDIT",
      changes: [{ field: "front image", before: null, after: `${image.hash.slice(0, 12)} (600×840)` }],
    });
    expect(await storedFiles()).toEqual([
      "store",
      path.join("store", "original"),
      path.join("store", "original", image.hash),
    ]);
    const tagAfter = (await db.prisma.cacheTag.findUnique({ where: { tag: `card:${gear.slug}` } }))?.version ?? 0n;
    expect(tagAfter).toBeGreaterThan(tagBefore);
  });

  it("records nothing new when the same image is uploaded again; a replacement is a revision from the old one", async () => {
    signIn(people.admin);
    const before = (await revisionsOf(gear.id)).length;
    expect((await post({ slug: gear.slug, file: pngFile(png) })).status).toBe(200);
    expect(await revisionsOf(gear.id)).toHaveLength(before);
    const other = await picture(500, 700);
    const { image } = await (await post({ slug: gear.slug, file: pngFile(other) })).json();
    const last = (await revisionsOf(gear.id)).at(-1)!;
    expect(last.editorId).toBe(people.admin.id);
    expect((last.changes as { before: string }[])[0]!.before).toMatch(/\(600×840\)$/);
    expect(await imageOf(gear.id)).toMatchObject([{ hash: image.hash, width: 500, height: 700 }]);
    // Back to the first image for the tests below.
    await post({ slug: gear.slug, file: pngFile(png) });
  });

  it("refuses hostile files with a reason and changes nothing", async () => {
    signIn(people.editor);
    const cardBefore = await imageOf(gear.id);
    const revisionsBefore = (await revisionsOf(gear.id)).length;
    const filesBefore = await storedFiles();
    const cases: [Blob, number, RegExp][] = [
      [pngFile(Buffer.alloc(5 * 1024 * 1024 + 1)), 413, /larger than 5 MB/],
      [pngFile(Buffer.from("this is not a picture")), 422, /not an image/],
      [pngFile(png.subarray(0, 200)), 422, /not an image/],
      [pngFile(await picture(40, 40, "gif"), "image/gif"), 415, /PNG, JPEG, WebP or AVIF/],
      [pngFile(await picture(40, 40, "gif")), 415, /PNG, JPEG, WebP or AVIF/],
      [pngFile(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/svg+xml"), 415, /PNG, JPEG/],
    ];
    for (const [file, status, reason] of cases) {
      const res = await post({ slug: gear.slug, file });
      expect(res.status).toBe(status);
      expect((await res.json()).error.message).toMatch(reason);
    }
    expect((await post({ slug: gear.slug })).status).toBe(422);
    expect((await post({ slug: "../../etc", file: pngFile(png) })).status).toBe(422);
    expect((await post({ slug: gear.slug, face: "SIDE", file: pngFile(png) })).status).toBe(422);
    expect((await post({ slug: "no-such-card", file: pngFile(png) })).status).toBe(404);
    const back = await post({ slug: gear.slug, face: "BACK", file: pngFile(png) });
    expect(back.status).toBe(422);
    expect((await back.json()).error.message).toMatch(/Only adventure cards have a back/);
    expect(await imageOf(gear.id)).toEqual(cardBefore);
    expect(await revisionsOf(gear.id)).toHaveLength(revisionsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it("never uses the file's name: a name that climbs out of the folder is stored under the hash inside it", async () => {
    signIn(people.editor);
    const bytes = await picture(300, 420);
    const res = await post({ slug: adventure.slug, face: "BACK", file: pngFile(bytes), name: "../../../escape.png" });
    expect(res.status).toBe(200);
    const { image } = await res.json();
    const files = await storedFiles();
    expect(files).toContain(path.join("store", "original", image.hash));
    expect(files.some((f) => f.includes("escape"))).toBe(false);
    expect(await readdir(path.dirname(imagesDir))).not.toContain("escape.png");
    expect(await imageOf(adventure.id)).toMatchObject([{ face: "BACK", width: 300, height: 420 }]);
  });

  it("sends a form posted without JavaScript back to the edit page", async () => {
    signIn(people.editor);
    const res = await post({ slug: gear.slug, file: pngFile(png) }, "text/html");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/admin/cards/${gear.slug}`);
  });
});

describe("GET /images/{hash}/{width}", () => {
  it("serves an uploaded image as WebP at an allowed width, cached for a year", async () => {
    const [stored] = await imageOf(gear.id);
    const res = await getImage(stored!.hash, "320");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 320,
      height: 448,
    });
  });

  it("answers 404 for an unknown hash, a width not in the list and an address that is not a hash", async () => {
    const [stored] = await imageOf(gear.id);
    for (const [hash, width] of [
      ["0".repeat(64), "320"],
      [stored!.hash, "321"],
      [stored!.hash, "4000"],
      ["..", "320"],
      [`${stored!.hash}.png`, "320"],
    ]) {
      const res = await getImage(hash!, width!);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).not.toMatch(/immutable/);
    }
  });
});

describe("the card's images in the API and the preview", () => {
  it("GET /api/v1/cards/{slug} gives the front image's address and size, valid by the zod schema and the document", async () => {
    const [stored] = await imageOf(gear.id);
    const body = await (await callApi("GET", `/cards/${gear.slug}`)).json();
    expect(body.images).toEqual({
      front: { url: `http://starport.test/images/${stored!.hash}/640`, width: 600, height: 840 },
      back: null,
    });
    expect(cardDetailSchema.parse(body).images?.front?.width).toBe(600);
    const doc = buildOpenApiDocument();
    const ajv = new Ajv2020({ strict: false });
    addFormats.default(ajv);
    const op = doc.paths["/cards/{slug}"]!.get as {
      responses: { 200: { content: { "application/json": { schema: object } } } };
    };
    const validate = ajv.compile({
      ...op.responses[200].content["application/json"].schema,
      components: doc.components,
    });
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  });

  it("an adventure card with only a back has front null; a card without images has images null", async () => {
    const body = await (await callApi("GET", `/cards/${adventure.slug}`)).json();
    expect(body.images.front).toBeNull();
    expect(body.images.back).toMatchObject({ width: 300, height: 420 });
    const plain = await db.prisma.card.findFirstOrThrow({ where: { images: { none: {} } }, select: { slug: true } });
    expect((await (await callApi("GET", `/cards/${plain.slug}`)).json()).images).toBeNull();
  });

  it("the preview's face data carries the images", async () => {
    const { GET } = await import("../../api/card-faces/[slug]/route");
    const res = await GET(new Request(`http://starport.test/api/card-faces/${gear.slug}`), {
      params: Promise.resolve({ slug: gear.slug }),
    });
    expect((await res.json()).images).toMatchObject([{ face: "FRONT", width: 600, height: 840 }]);
  });
});
