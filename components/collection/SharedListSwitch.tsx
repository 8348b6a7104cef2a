// The lists of a shared collection: what each holds, and their links, each with its count; the one shown is marked.
import type { SharedList } from "@/lib/collections/schemas";

/** Each list's link, what it holds, its table's name, and whose count each column is. */
export const SHARED_LISTS: Record<
  SharedList,
  { label: string; about: string; table: string; counts: { owned: string; wanted: string } }
> = {
  owned: {
    label: "Owned",
    about: "Cards they own.",
    table: "Owned cards",
    counts: { owned: "Owned", wanted: "Wanted" },
  },
  wanted: {
    label: "Wanted",
    about: "Cards on their want list.",
    table: "Wanted cards",
    counts: { owned: "Owned", wanted: "Wanted" },
  },
  "you-want": {
    label: "You want",
    about: "Cards they own that are on your want list.",
    table: "Their cards you want",
    counts: { owned: "They own", wanted: "You want" },
  },
  "you-have": {
    label: "You have",
    about: "Cards they want that you own.",
    table: "Your cards they want",
    counts: { owned: "You own", wanted: "They want" },
  },
};

/** A list's address under the share link's `path`: the owner's cards and the first page are the plain link. */
export function sharedListHref(path: string, { list, page }: { list: SharedList; page: number }): string {
  const params = new URLSearchParams();
  if (list !== "owned") params.set("list", list);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function SharedListSwitch({
  path,
  lists,
  current,
}: {
  path: string;
  lists: readonly { list: SharedList; total: number }[];
  current: SharedList;
}) {
  return (
    <nav className="view-switch" aria-label="Lists">
      {lists.map(({ list, total }) => (
        <a
          key={list}
          href={sharedListHref(path, { list, page: 1 })}
          aria-current={list === current ? "page" : undefined}
        >
          {SHARED_LISTS[list].label} <span className="muted">{total.toLocaleString("en")}</span>
        </a>
      ))}
    </nav>
  );
}
