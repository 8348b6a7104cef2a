// A player's totals and completion per set: distinct cards owned against the
// set's size, in one grouped query.
import "server-only";
import { prisma } from "@/lib/db";

export interface SetCompletion {
  code: string;
  name: string;
  total: number;
  ownedDistinct: number;
  ownedCopies: number;
  wantedCopies: number;
}

export interface CollectionSummary {
  sets: SetCompletion[];
  ownedDistinct: number;
  ownedCopies: number;
  wantedCopies: number;
  total: number;
}

export async function getCollectionSummary({ userId }: { userId: string }): Promise<CollectionSummary> {
  const rows = await prisma.$queryRaw<
    { code: string; name: string; total: bigint; ownedDistinct: bigint; ownedCopies: bigint; wantedCopies: bigint }[]
  >`
    SELECT s.code, s.name, count(c.id) AS total,
      count(e."cardId") FILTER (WHERE e.owned > 0) AS "ownedDistinct",
      coalesce(sum(e.owned), 0) AS "ownedCopies",
      coalesce(sum(e.wanted), 0) AS "wantedCopies"
    FROM card_set s
    JOIN card c ON c."setCode" = s.code
    LEFT JOIN collection_entry e ON e."cardId" = c.id AND e."userId" = ${userId}
    GROUP BY s.code, s.name, s.position
    ORDER BY s.position`;
  const sets = rows.map((r) => ({
    code: r.code,
    name: r.name,
    total: Number(r.total),
    ownedDistinct: Number(r.ownedDistinct),
    ownedCopies: Number(r.ownedCopies),
    wantedCopies: Number(r.wantedCopies),
  }));
  const add = (key: "total" | "ownedDistinct" | "ownedCopies" | "wantedCopies") => sets.reduce((n, s) => n + s[key], 0);
  return {
    sets,
    total: add("total"),
    ownedDistinct: add("ownedDistinct"),
    ownedCopies: add("ownedCopies"),
    wantedCopies: add("wantedCopies"),
  };
}
