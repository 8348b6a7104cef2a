// A card image at one of the site's widths, as WebP: made from the original on
// first request and kept in the store beside it. Unknown hashes and widths
// outside IMAGE_WIDTHS find nothing (never a resize to any width asked for).
import "server-only";
import sharp from "sharp";
import { IMAGE_HASH, IMAGE_WIDTHS, type ImageWidth } from "./addresses";
import { originalKey, resizedKey, type ImageStore } from "./image-store";

const isImageWidth = (width: number): width is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(width);

export async function resizedImage(options: {
  hash: string;
  width: string;
  store: ImageStore;
}): Promise<Buffer | null> {
  const { hash, store } = options;
  const width = /^\d{1,4}$/.test(options.width) ? Number(options.width) : NaN;
  if (!IMAGE_HASH.test(hash) || !isImageWidth(width)) return null;
  const kept = await store.get(resizedKey(hash, width));
  if (kept) return kept;
  const original = await store.get(originalKey(hash));
  if (!original) return null;
  const resized = await sharp(original)
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  await store.put(resizedKey(hash, width), resized, "image/webp");
  return resized;
}
