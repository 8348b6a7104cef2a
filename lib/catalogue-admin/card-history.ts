import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { requireCatalogueEditor } from "./editors";

interface CardChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The card as the edit form shows it, with its history, newest first; editors only. */
export async function getCardForEditing(options: { slug: string; editorId: string }) {
  await requireCatalogueEditor({ userId: options.editorId });
  const card = await prisma.card.findUnique({
    where: { slug: options.slug },
    select: {
      slug: true,
      name: true,
      setCode: true,
      number: true,
      text: true,
      printedText: true,
      flavor: true,
      cost: true,
      creditValue: true,
      subtypes: true,
      traits: true,
      keywords: true,
      source: true,
      revisions: {
        orderBy: { id: "desc" },
        take: 50,
        select: { id: true, kind: true, createdAt: true, changes: true, editor: { select: { handle: true } } },
      },
    },
  });
  if (!card) throw new AppError("NOT_FOUND", "No card has that address.");
  const revisions = card.revisions.map((r) => ({
    id: r.id,
    kind: r.kind,
    createdAt: r.createdAt,
    editorHandle: r.editor?.handle ?? null,
    changes: r.changes as unknown as CardChange[],
  }));
  return { ...card, revisions };
}

export type CardForEditing = Awaited<ReturnType<typeof getCardForEditing>>;
