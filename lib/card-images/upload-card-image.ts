// An editor's image for one face of a card: decoded first (a real image, within
// the limits), kept in the store under its SHA-256, then the card's record and
// a revision in its history in one transaction. The file's name is never used.
import "server-only";
import { createHash } from "node:crypto";
import { requireCatalogueEditor } from "@/lib/catalogue-admin/editors";
import { prisma } from "@/lib/db";
import { AppError, invalidInput } from "@/lib/http/errors";
import type { CardImageRef } from "./addresses";
import { decodeImage } from "./decode-image";
import { originalKey, type ImageStore } from "./image-store";

export async function uploadCardImage(options: {
  slug: string;
  editorId: string;
  face: CardImageRef["face"];
  bytes: Uint8Array;
  declaredType: string;
  store: ImageStore;
}): Promise<CardImageRef> {
  const { slug, editorId, face, bytes, store } = options;
  await requireCatalogueEditor({ userId: editorId });
  const card = await prisma.card.findUnique({ where: { slug }, select: { id: true, type: true } });
  if (!card) throw new AppError("NOT_FOUND", "No card has that address.");
  if (face === "BACK" && card.type !== "ADVENTURE")
    throw invalidInput("face", "Only adventure cards have a back (their complication face).");
  const decoded = await decodeImage({ bytes, declaredType: options.declaredType });
  const hash = createHash("sha256").update(bytes).digest("hex");
  // Content-addressed: writing before the transaction leaves at worst an unused file, never a record without bytes.
  await store.put(originalKey(hash), bytes, decoded.contentType);
  const image = { face, hash, width: decoded.width, height: decoded.height };
  await prisma.$transaction(async (tx) => {
    await requireCatalogueEditor({ userId: editorId, tx });
    const before = await tx.cardImage.findUnique({ where: { cardId_face: { cardId: card.id, face } } });
    if (before?.hash === hash) return;
    const data = { hash, width: image.width, height: image.height };
    await tx.cardImage.upsert({
      where: { cardId_face: { cardId: card.id, face } },
      create: { cardId: card.id, face, ...data },
      update: data,
    });
    const field = face === "FRONT" ? "front image" : "back image";
    await tx.cardRevision.create({
      data: {
        cardId: card.id,
        editorId,
        kind: "EDIT",
        changes: [{ field, before: before ? describe(before) : null, after: describe(data) }],
      },
    });
  });
  return image;
}

const describe = (image: { hash: string; width: number; height: number }) =>
  `${image.hash.slice(0, 12)} (${image.width}×${image.height})`;
