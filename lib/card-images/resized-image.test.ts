// The image route's work: only known hashes at the allowed widths, as WebP, never enlarged, kept after the first time.
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { folderStore } from "./folder-store";
import { originalKey, resizedKey, type ImageStore } from "./image-store";
import { resizedImage } from "./resized-image";

let dir: string;
let store: ImageStore;
let hash: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "starport-resize-"));
  store = folderStore(dir);
  const png = await sharp({ create: { width: 500, height: 700, channels: 3, background: "#cc3333" } })
    .png()
    .toBuffer();
  hash = createHash("sha256").update(png).digest("hex");
  await store.put(originalKey(hash), png, "image/png");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("resizedImage", () => {
  it("resizes to an allowed width as WebP, keeping the proportions, and keeps the result", async () => {
    const image = await resizedImage({ hash, width: "320", store });
    expect(await sharp(image!).metadata()).toMatchObject({ format: "webp", width: 320, height: 448 });
    expect(Buffer.compare((await store.get(resizedKey(hash, 320)))!, image!)).toBe(0);
  });

  it("never enlarges: a width beyond the original's gives the original's size", async () => {
    const image = await resizedImage({ hash, width: "640", store });
    expect(await sharp(image!).metadata()).toMatchObject({ width: 500, height: 700 });
  });

  it("finds nothing for a width outside the list, an unknown hash or a hash that is not one", async () => {
    for (const width of ["321", "0", "64000", "320.5", "-160", "abc"])
      expect(await resizedImage({ hash, width, store })).toBeNull();
    expect(await resizedImage({ hash: "f".repeat(64), width: "320", store })).toBeNull();
    for (const bad of ["..", `${hash}/../x`, hash.toUpperCase(), hash.slice(1)])
      expect(await resizedImage({ hash: bad, width: "320", store })).toBeNull();
  });
});
