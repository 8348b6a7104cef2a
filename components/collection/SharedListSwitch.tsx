// The lists of a shared collection as links, each with its count; the one shown is marked.
import type { SharedList } from "@/lib/collections/schemas";

const SHARED_LIST_LABELS: Record<SharedList, string> = {
  owned: "Owned",
  wanted: "Wanted",
  "you-want": "You want",
  "you-have": "You have",
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
          {SHARED_LIST_LABELS[list]} <span className="muted">{total.toLocaleString("en")}</span>
        </a>
      ))}
    </nav>
  );
}
