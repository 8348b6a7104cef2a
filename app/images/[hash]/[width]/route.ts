// GET /images/{hash}/{width}: a card image resized to one of the site's widths, as WebP. The hash is the
// content's, so the answer never changes: cached for a year. Anything else is a 404.
import { imageStore } from "@/lib/card-images";
import { resizedImage } from "@/lib/card-images/resized-image";

export async function GET(_request: Request, { params }: { params: Promise<{ hash: string; width: string }> }) {
  const { hash, width } = await params;
  const image = await resizedImage({ hash, width, store: imageStore() });
  if (!image)
    return Response.json(
      { error: { code: "NOT_FOUND", message: "No image at this address." } },
      { status: 404, headers: { "Cache-Control": "public, max-age=300" } },
    );
  return new Response(new Uint8Array(image), {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
