// POST /admin/card-images (multipart: slug, face, file): an editor's image for one face of a card. Answers the
// stored image as JSON, or an error with its reason (413 too large, 415 not an accepted type, 422 not an image).
// scripts/serve.ts lets this address read a body a little larger than the image limit.
import { requireUser } from "@/lib/auth/current-user";
import { imageStore } from "@/lib/card-images";
import { uploadCardImage } from "@/lib/card-images/upload-card-image";
import { cardImageFormSchema } from "@/lib/card-images/upload-schema";
import { AppError, toErrorResponse } from "@/lib/http/errors";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function POST(request: Request): Promise<Response> {
  try {
    const user = await requireUser();
    const form = await request.formData().catch(() => {
      throw new AppError("INVALID_INPUT", "Send the image as a form (multipart/form-data).");
    });
    const { slug, face } = cardImageFormSchema.parse({ slug: form.get("slug"), face: form.get("face") });
    const file = form.get("file");
    if (!(file instanceof File)) throw new AppError("INVALID_INPUT", "Choose an image file.");
    const image = await uploadCardImage({
      slug,
      face,
      editorId: user.id,
      bytes: new Uint8Array(await file.arrayBuffer()),
      declaredType: file.type,
      store: imageStore(),
    });
    // A form posted without JavaScript goes back to the card's edit page.
    if (!request.headers.get("accept")?.includes("application/json"))
      return new Response(null, { status: 303, headers: { ...NO_STORE, Location: `/admin/cards/${slug}` } });
    return Response.json({ image }, { headers: NO_STORE });
  } catch (error) {
    return toErrorResponse(error, NO_STORE);
  }
}
