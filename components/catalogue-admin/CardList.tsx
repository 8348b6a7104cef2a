// The editors' card list: a name search and a set filter (a plain GET form),
// then one line per card linking to its edit page, a page at a time.
import Link from "next/link";
import { Pagination } from "@/components/ui/Pagination";
import type { CardList as List, CardListQuery } from "@/lib/catalogue-admin/list-cards";
import { CARD_TYPE_LABELS } from "@/lib/cards/vocabulary";

const SOURCES: Record<string, string> = { seed: "seed", edit: "edited", import: "imported" };

function listHref(query: CardListQuery, page: number) {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.set) params.set("set", query.set);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `/admin/cards?${text}` : "/admin/cards";
}

export function CardList({ list, query }: { list: List; query: CardListQuery }) {
  return (
    <>
      <form className="card-list-filter" role="search" action="/admin/cards">
        <div className="field">
          <label htmlFor="card-list-q">Name</label>
          <input id="card-list-q" name="q" type="search" defaultValue={query.q} />
        </div>
        <div className="field">
          <label htmlFor="card-list-set">Set</label>
          <select id="card-list-set" name="set" defaultValue={query.set ?? ""}>
            <option value="">Every set</option>
            {list.sets.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">Find</button>
      </form>
      <p className="muted" role="status">
        {list.total === 1 ? "1 card" : `${list.total.toLocaleString("en")} cards`}
      </p>
      {list.cards.length > 0 && (
        <ul className="card-list">
          {list.cards.map((c) => (
            <li key={c.slug}>
              <Link href={`/admin/cards/${c.slug}`}>{c.name}</Link>{" "}
              <span className="muted">
                {c.setCode}-{c.number} · {CARD_TYPE_LABELS[c.type]} · {SOURCES[c.source] ?? c.source}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} href={(p) => listHref(query, p)} />
    </>
  );
}
