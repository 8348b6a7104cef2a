// What an uploaded file is, found by decoding it with sharp, never from its
// name or declared type: the format, and the size as drawn (EXIF rotation applied).
import sharp from "sharp";
import { AppError } from "@/lib/http/errors";
import { MAX_IMAGE_BYTES } from "./upload-schema";

/** A decompression bomb (a small file of huge dimensions) stops here. */
const MAX_PIXELS = 40_000_000;
const FORMATS: Record<string, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heif: "image/avif",
};
const ACCEPTED_TYPES = Object.values(FORMATS);

export interface DecodedImage {
  contentType: string;
  width: number;
  height: number;
}

export async function decodeImage(options: { bytes: Uint8Array; declaredType: string }): Promise<DecodedImage> {
  const { bytes, declaredType } = options;
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new AppError("TOO_LARGE", `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
  if (bytes.length === 0) throw new AppError("INVALID_INPUT", "The file is empty.");
  if (!ACCEPTED_TYPES.includes(declaredType))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Upload a PNG, JPEG, WebP or AVIF image.");
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
    const meta = await image.metadata();
    const contentType = FORMATS[meta.format];
    if (!contentType) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Upload a PNG, JPEG, WebP or AVIF image.");
    // Decoding every pixel finds a truncated or corrupt file that a readable header hides.
    await image.clone().resize(8).raw().toBuffer();
    return { contentType, width: meta.autoOrient.width, height: meta.autoOrient.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("INVALID_INPUT", "The file is not an image that can be read.");
  }
}
