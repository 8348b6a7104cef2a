// The image upload form's fields besides the file, one schema for the form and the route.
import { z } from "zod";

export const CARD_IMAGE_FACES = ["FRONT", "BACK"] as const;

export const cardImageFormSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,120}$/, "is a card slug: lower-case letters, digits and hyphens"),
  face: z.enum(CARD_IMAGE_FACES, "must be FRONT or BACK"),
});

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The upload's whole body: the image and the form around it (scripts/serve.ts). */
export const MAX_IMAGE_UPLOAD_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
