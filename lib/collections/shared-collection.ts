// What a share link shows: the owner's display name and their cards, one list a page at a time. A signed-in
// visitor also sees where the two collections meet for a trade. Read-only; a revoked or unknown link does not exist.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";
import type { CollectionRow } from "./export-format";
import { PAGE_SIZE } from "./list-collection";
import type { SharedCollectionView, SharedList } from "./schemas";

export interface SharedCollectionPage {
  /** The owner as the site names every player: by handle, never by the account's name. */
  ownerHandle: string;
  /** The lists this visitor may open, each with how many cards it holds. */
  lists: { list: SharedList; total: number }[];
  /** The list shown: the one asked for, or the owner's cards when the visitor may not open it. */
  list: SharedList;
  /**
   * The page's cards. In `you-want` the wanted count is the visitor's; in `you-have` the owned count is.
   */
  rows: CollectionRow[];
  total: number;
  /** The page shown: the one asked for, or the last when it asked past it. */
  page: number;
  pageCount: number;
}

/** The owner's entries each list holds; the visitor's counts decide the two trade lists. */
function listWhere(list: SharedList, owner: string, visitor: string | null): Prisma.CollectionEntryWhereInput {
  const theirs = { userId: owner };
  switch (list) {
    case "owned":
      return { ...theirs, owned: { gt: 0 } };
    case "wanted":
      return { ...theirs, wanted: { gt: 0 } };
    case "you-want":
      return {
        ...theirs,
        owned: { gt: 0 },
        card: { collectionEntries: { some: { userId: visitor!, wanted: { gt: 0 } } } },
      };
    case "you-have":
      return {
        ...theirs,
        wanted: { gt: 0 },
        card: { collectionEntries: { some: { userId: visitor!, owned: { gt: 0 } } } },
      };
  }
}

export async function getSharedCollection({
  slug,
  visitorId,
  view,
}: {
  slug: string;
  /** The signed-in visitor, if any: the owner looking at their own link sees only their two lists. */
  visitorId: string | null;
  view: SharedCollectionView;
}): Promise<SharedCollectionPage> {
  const share = await prisma.collectionShare.findFirst({
    where: { slug, revokedAt: null },
    select: { userId: true, user: { select: { handle: true } } },
  });
  if (!share) throw new AppError("NOT_FOUND", "No such collection link.");
  const owner = share.userId;
  const visitor = visitorId && visitorId !== owner ? visitorId : null;
  const open: SharedList[] = visitor ? ["owned", "wanted", "you-want", "you-have"] : ["owned", "wanted"];
  const totals = await Promise.all(
    open.map((list) => prisma.collectionEntry.count({ where: listWhere(list, owner, visitor) })),
  );
  const lists = open.map((list, i) => ({ list, total: totals[i]! }));
  const list = open.includes(view.list) ? view.list : "owned";
  const total = lists.find((l) => l.list === list)!.total;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(view.page, pageCount);
  const entries = await prisma.collectionEntry.findMany({
    where: listWhere(list, owner, visitor),
    select: {
      owned: true,
      wanted: true,
      card: {
        select: {
          slug: true,
          name: true,
          setCode: true,
          number: true,
          collectionEntries: visitor
            ? { where: { userId: visitor }, select: { owned: true, wanted: true } }
            : undefined,
        },
      },
    },
    orderBy: [{ card: { set: { position: "asc" } } }, { card: { number: "asc" } }, { cardId: "asc" }],
    skip: (page - 1) * PAGE_SIZE,
    take: PAGE_SIZE,
  });
  const rows = entries.map(({ owned, wanted, card: { collectionEntries, ...card } }) => {
    const visitors = collectionEntries?.[0] ?? { owned: 0, wanted: 0 };
    if (list === "you-want") return { ...card, owned, wanted: visitors.wanted };
    if (list === "you-have") return { ...card, owned: visitors.owned, wanted };
    return { ...card, owned, wanted };
  });
  return { ownerHandle: share.user.handle, lists, list, rows, total, page, pageCount };
}
