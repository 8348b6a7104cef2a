// A deck's comments as a viewer reads them, a page of top-level comments at a time with all their replies. Nothing
// while the deck is private or deleted. A hidden comment is shown only to its author (with the reason); a deleted
// one with replies stays as a placeholder. [[Card Name]] references are looked up once for the whole page.
import "server-only";
import { prisma } from "@/lib/db";
import { nameKey } from "@/lib/cards/normalise-name";
import { cardReferences, linkCardReferences } from "./card-links";
import { sharedDeck } from "./post-comment";

export const COMMENTS_PER_PAGE = 20;
export const EDIT_MINUTES = 15;

export interface ShownComment {
  id: string;
  /** Null for a deleted account ("a deleted player"). */
  author: string | null;
  /** Markdown with known card references linked; empty when deleted or hidden from this viewer. */
  markdown: string;
  createdAt: Date;
  edited: boolean;
  deleted: boolean;
  /** The moderator's reason, shown to the author only. */
  hiddenReason: string | null;
  /** Written by the viewer. */
  mine: boolean;
  canEdit: boolean;
  /** The text as written, for the author's edit form while the comment is editable. */
  source: string | null;
  canDelete: boolean;
  replies: ShownComment[];
}

export interface CommentsPage {
  comments: ShownComment[];
  page: number;
  pageCount: number;
  total: number;
}

const select = {
  id: true,
  authorId: true,
  author: { select: { handle: true } },
  body: true,
  createdAt: true,
  editedAt: true,
  deletedAt: true,
  hiddenAt: true,
  hiddenReason: true,
} as const;

export async function listComments(options: {
  deckId: string;
  viewerId: string | null;
  page?: number;
  now?: Date;
}): Promise<CommentsPage | null> {
  const { deckId, viewerId, now = new Date() } = options;
  const deck = await prisma.deck.findFirst({ where: { id: deckId, ...sharedDeck }, select: { ownerId: true } });
  if (!deck) return null;
  // A top-level comment hidden from this viewer, or deleted, counts only while it holds replies.
  const shownTop = {
    deckId,
    parentId: null,
    OR: [
      { deletedAt: null, hiddenAt: null },
      ...(viewerId ? [{ deletedAt: null, authorId: viewerId }] : []),
      { replies: { some: { deletedAt: null, hiddenAt: null } } },
    ],
  };
  const total = await prisma.comment.count({ where: shownTop });
  const pageCount = Math.max(1, Math.ceil(total / COMMENTS_PER_PAGE));
  const page = Math.min(Math.max(1, options.page ?? 1), pageCount);
  const rows = await prisma.comment.findMany({
    where: shownTop,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    skip: (page - 1) * COMMENTS_PER_PAGE,
    take: COMMENTS_PER_PAGE,
    select: {
      ...select,
      replies: {
        where: { deletedAt: null, OR: [{ hiddenAt: null }, ...(viewerId ? [{ authorId: viewerId }] : [])] },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select,
      },
    },
  });
  const names = [...new Set(rows.flatMap((r) => [r, ...r.replies]).flatMap((c) => cardReferences(c.body)))];
  const cards = names.length
    ? await prisma.card.findMany({
        where: { nameKey: { in: names.map(nameKey) } },
        select: { nameKey: true, slug: true },
        orderBy: { id: "asc" },
      })
    : [];
  const slugByKey = new Map<string, string>();
  for (const card of cards) if (!slugByKey.has(card.nameKey)) slugByKey.set(card.nameKey, card.slug);
  const slugOf = (name: string) => slugByKey.get(nameKey(name));
  const editableSince = new Date(now.getTime() - EDIT_MINUTES * 60_000);

  const shown = (c: (typeof rows)[number] | (typeof rows)[number]["replies"][number]): ShownComment => {
    const own = viewerId !== null && c.authorId === viewerId;
    const gone = c.deletedAt !== null || (c.hiddenAt !== null && !own);
    const editable = own && !gone && !c.hiddenAt && c.createdAt >= editableSince;
    return {
      id: c.id,
      author: c.author?.handle ?? null,
      markdown: gone ? "" : linkCardReferences(c.body, slugOf),
      createdAt: c.createdAt,
      edited: c.editedAt !== null,
      deleted: gone,
      hiddenReason: own && c.hiddenAt ? (c.hiddenReason ?? "") : null,
      mine: own,
      canEdit: editable,
      source: editable ? c.body : null,
      canDelete: !c.deletedAt && viewerId !== null && (own || deck.ownerId === viewerId),
      replies: "replies" in c ? c.replies.map(shown) : [],
    };
  };
  return { comments: rows.map(shown), page, pageCount, total };
}
