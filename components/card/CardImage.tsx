// A card's image from the image route: WebP at the site's widths (srcset), its width and height set from the
// stored size so nothing moves when it arrives; lazy when it is below the fold. Alt: the card's name.
import { drawnSize, imagePath, imageSrcSet, type CardImageRef, type ImageWidth } from "@/lib/card-images/addresses";

interface Props {
  image: CardImageRef;
  alt: string;
  /** The width it is drawn at (CSS may narrow it, keeping its proportions). */
  width: ImageWidth;
  sizes: string;
  lazy?: boolean;
  /** The page's main image (its largest paint): fetched before the page's other images and scripts. */
  first?: boolean;
  className?: string;
}

export function CardImage({ image, alt, width, sizes, lazy = false, first = false, className }: Props) {
  const size = drawnSize(image, Math.min(width, image.width));
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the image route already serves resized WebP by content hash
    <img
      className={["card-image", className].filter(Boolean).join(" ")}
      src={imagePath(image.hash, width)}
      srcSet={imageSrcSet(image.hash, width)}
      sizes={sizes}
      width={size.width}
      height={size.height}
      alt={alt}
      loading={lazy ? "lazy" : undefined}
      fetchPriority={first ? "high" : undefined}
      decoding="async"
    />
  );
}

/**
 * The card page's images: the front, and an adventure card's back (its complication face). On a phone they are drawn
 * 16rem wide (globals.css), leaving the card's text in view: the 480 file serves a 1.75x screen there.
 */
export function CardImages({ images, name }: { images: CardImageRef[]; name: string }) {
  if (images.length === 0) return null;
  return (
    <div className="card-images">
      {images.map((image) => (
        <CardImage
          key={image.face}
          image={image}
          alt={image.face === "FRONT" ? name : `${name}, complication face`}
          width={480}
          sizes="(max-width: 800px) 16rem, 420px"
          lazy={image.face === "BACK"}
          first={image.face === "FRONT"}
        />
      ))}
    </div>
  );
}
