// The storage contract, run against every backend available: the folder always, a bucket only when S3_ENDPOINT
// (with S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) is set; otherwise its half is reported as skipped.
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { folderStore } from "./folder-store";
import { originalKey, resizedKey, type ImageStore } from "./image-store";
import { s3Store } from "./s3-store";

const hashOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function storeContract(open: () => Promise<ImageStore>) {
  it("gives back what was put, under the original and a resized key", async () => {
    const store = await open();
    const bytes = randomBytes(2048);
    const hash = hashOf(bytes);
    await store.put(originalKey(hash), bytes, "image/png");
    await store.put(resizedKey(hash, 320), bytes.subarray(0, 100), "image/webp");
    expect(Buffer.compare((await store.get(originalKey(hash)))!, bytes)).toBe(0);
    expect((await store.get(resizedKey(hash, 320)))!.length).toBe(100);
  });

  it("answers null for a key never written", async () => {
    const store = await open();
    expect(await store.get(originalKey(hashOf(randomBytes(16))))).toBeNull();
  });

  it("replaces the bytes when the same key is written again", async () => {
    const store = await open();
    const key = originalKey(hashOf(randomBytes(16)));
    await store.put(key, Buffer.from("first"), "image/png");
    await store.put(key, Buffer.from("second"), "image/png");
    expect((await store.get(key))!.toString()).toBe("second");
  });

  it("refuses keys that are not image keys, such as a path out of the store", async () => {
    const store = await open();
    for (const key of ["../../etc/passwd", "original/../../x", `original/${"a".repeat(64)}/..`, "/etc/passwd", ""]) {
      await expect(store.put(key, Buffer.from("x"), "image/png")).rejects.toThrow(/Not an image key/);
      await expect(store.get(key)).rejects.toThrow(/Not an image key/);
    }
  });
}

describe("folder store", () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));
  const open = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "starport-images-"));
    dirs.push(dir);
    return folderStore(dir);
  };
  storeContract(open);

  it("keeps files inside its folder and leaves no temporary file behind", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "starport-images-"));
    dirs.push(dir);
    const hash = hashOf(Buffer.from("inside"));
    await folderStore(dir).put(originalKey(hash), Buffer.from("inside"), "image/png");
    expect(await readdir(dir, { recursive: true })).toEqual(["original", path.join("original", hash)]);
  });
});

const s3 = process.env.S3_ENDPOINT;
describe.skipIf(!s3)("S3-compatible store (S3_ENDPOINT)", () => {
  storeContract(async () =>
    s3Store({
      endpoint: s3!,
      region: process.env.S3_REGION || "auto",
      bucket: process.env.S3_BUCKET ?? "",
      accessKeyId: process.env.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? "",
    }),
  );
});
