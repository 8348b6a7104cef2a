// Image addresses: the content hash and one of the widths the site draws. Pure
// (pages, components and the API build them; the image route checks them).

/** The only widths the image route resizes to: the deck grid's faces, the preview, the card page (1x and 2x). */
export const IMAGE_WIDTHS = [160, 320, 480, 640] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const IMAGE_HASH = /^[0-9a-f]{64}$/;

export interface CardImageRef {
  face: "FRONT" | "BACK";
  hash: string;
  width: number;
  height: number;
}

export const imagePath = (hash: string, width: ImageWidth) => `/images/${hash}/${width}`;

/** The size to draw an image at for a display width: its height keeps the image's proportions (no layout shift). */
export function drawnSize(image: { width: number; height: number }, width: number) {
  return { width, height: Math.round((width * image.height) / image.width) };
}

/** A srcset of the allowed widths from `width` to twice it (high-density screens). */
export function imageSrcSet(hash: string, width: ImageWidth): string {
  return IMAGE_WIDTHS.filter((w) => w >= width && w <= 2 * width)
    .map((w) => `${imagePath(hash, w)} ${w}w`)
    .join(", ");
}
