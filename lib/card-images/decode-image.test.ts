// What an upload must be: a real image of an accepted type within the limits, whatever its name or declared type says.
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeImage } from "./decode-image";
import { MAX_IMAGE_BYTES } from "./upload-schema";

const picture = (format: "png" | "jpeg" | "webp" | "gif", width = 60, height = 84) =>
  sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .toFormat(format)
    .toBuffer();

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code?: string; message: string }) => error,
  );

describe("decodeImage", () => {
  it("reads the type and size of PNG, JPEG and WebP images", async () => {
    for (const [format, type] of [
      ["png", "image/png"],
      ["jpeg", "image/jpeg"],
      ["webp", "image/webp"],
    ] as const)
      expect(await decodeImage({ bytes: await picture(format, 61, 85), declaredType: type })).toEqual({
        contentType: type,
        width: 61,
        height: 85,
      });
  });

  it("gives the size as drawn for a photo rotated by its EXIF orientation", async () => {
    const rotated = await sharp(await picture("jpeg", 80, 40))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await decodeImage({ bytes: rotated, declaredType: "image/jpeg" })).toMatchObject({ width: 40, height: 80 });
  });

  it("refuses a file over 5 MB before decoding it (413)", async () => {
    const error = await failure(decodeImage({ bytes: new Uint8Array(MAX_IMAGE_BYTES + 1), declaredType: "image/png" }));
    expect(error).toMatchObject({ code: "TOO_LARGE", message: "The image is larger than 5 MB." });
  });

  it("refuses a declared type that is not an accepted image (415)", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await failure(decodeImage({ bytes: svg, declaredType: "image/svg+xml" }))).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
    });
  });

  it("refuses an image whose content is another format than the accepted ones, whatever it claims (415)", async () => {
    expect(await failure(decodeImage({ bytes: await picture("gif"), declaredType: "image/png" }))).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
    });
  });

  it("refuses text, an empty file and a truncated image as not an image (422)", async () => {
    const png = await picture("png", 400, 400);
    for (const bytes of [Buffer.from("hello, not a picture"), png.subarray(0, png.length / 2)])
      expect(await failure(decodeImage({ bytes, declaredType: "image/png" }))).toMatchObject({
        code: "INVALID_INPUT",
        message: "The file is not an image that can be read.",
      });
    expect(await failure(decodeImage({ bytes: new Uint8Array(), declaredType: "image/png" }))).toMatchObject({
      code: "INVALID_INPUT",
    });
  });

  it("refuses a small file of huge dimensions (a decompression bomb) without decoding it", async () => {
    // A real PNG whose header claims 20,000 × 20,000 pixels (the header's checksum made right).
    const bomb = Buffer.from(await picture("png", 1, 1));
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(await failure(decodeImage({ bytes: bomb, declaredType: "image/png" }))).toMatchObject({
      code: "INVALID_INPUT",
    });
  });
});
