// The card images of a catalogue import: each file the rows name decoded by the upload's own checks (sharp reads it
// as PNG, JPEG, WebP or AVIF within the size and pixel caps) before anything is written, then kept in the image store
// under its SHA-256. A bad file stops the import, named.
import { createHash } from "node:crypto";
import { extname } from "node:path";
import { decodeImage } from "../lib/card-images/decode-image";
import { originalKey, type ImageStore } from "../lib/card-images/image-store";
import { SeedError, type CatalogueImage } from "./read-catalogue";

export interface ImportedImage {
  setCode: string;
  number: number;
  face: "FRONT" | "BACK";
  hash: string;
  width: number;
  height: number;
  contentType: string;
  bytes: Uint8Array;
}

const TYPE_OF_EXTENSION: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
};
/** The extension an export gives each image, from what sharp found it to be. */
export const EXTENSION_OF_TYPE: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/avif": "avif",
};

/** Decodes every image; the first that is not a readable image of an accepted type stops it all, naming its file. */
export async function decodeCatalogueImages(images: CatalogueImage[]): Promise<ImportedImage[]> {
  const decoded: ImportedImage[] = [];
  for (const image of images) {
    const declaredType = TYPE_OF_EXTENSION[extname(image.file).toLowerCase()];
    if (!declaredType) throw new SeedError(`${image.file}: not a .png, .jpg, .webp or .avif file`);
    const found = await decodeImage({ bytes: image.bytes, declaredType }).catch((error: Error) => {
      throw new SeedError(`${image.file}: ${error.message}`);
    });
    decoded.push({
      setCode: image.setCode,
      number: image.number,
      face: image.face,
      hash: createHash("sha256").update(image.bytes).digest("hex"),
      width: found.width,
      height: found.height,
      contentType: found.contentType,
      bytes: image.bytes,
    });
  }
  return decoded;
}

/** Content-addressed: written before the import's transaction, a failure leaves at worst an unused file. */
export async function storeCatalogueImages(options: { images: ImportedImage[]; store: ImageStore }): Promise<void> {
  for (const image of options.images) await options.store.put(originalKey(image.hash), image.bytes, image.contentType);
}

export const describeImage = (image: { hash: string; width: number; height: number }) =>
  `${image.hash.slice(0, 12)} (${image.width}×${image.height})`;
