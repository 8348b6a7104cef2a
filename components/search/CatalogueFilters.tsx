// The catalogue's search and filters: a GET form, so everything works without
// JavaScript and the URL holds every choice; with JavaScript the query
// searches as you type and a changed filter applies at once (Apply is shown
// only without scripting). On a phone the filters fold under a summary that
// counts the active ones, so the first result stays on the first screen.
import { catalogueHref, type CatalogueQuery } from "@/lib/search/catalogue-query";
import { CARD_TYPES, CARD_TYPE_LABELS } from "@/lib/cards/vocabulary";
import { AutoSubmit } from "./AutoSubmit";
import { CardSearchBox } from "./CardSearchBox";

// "Best match" (no sort in the URL) is relevance; listing relevance again would offer one order twice.
const SORT_LABELS = { name: "Name", cost: "Cost", set: "Set number" } as const;

export function CatalogueFilters({
  query,
  sets,
  subtypes,
}: {
  query: CatalogueQuery;
  sets: { code: string; name: string }[];
  subtypes: string[];
}) {
  const withoutQ = catalogueHref({ ...query, q: "" }, { page: 1 }).split("?")[1] ?? "";
  const active = [query.type, query.subtype, query.set, query.sort].filter(Boolean).length;
  return (
    <form action="/cards" method="get" className="filters" aria-label="Search and filter cards">
      <CardSearchBox key={query.q} initialQuery={query.q} baseParams={withoutQ} />
      <details className="fold filter-fold">
        <summary>Filters{active ? ` · ${active} active` : ""}</summary>
        <div className="filter-fields">
          <div className="field">
            <label htmlFor="filter-type">Type</label>
            <select id="filter-type" name="type" defaultValue={query.type?.toLowerCase() ?? ""}>
              <option value="">Any type</option>
              {CARD_TYPES.map((t) => (
                <option key={t} value={t.toLowerCase()}>
                  {CARD_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="filter-subtype">Subtype</label>
            <select id="filter-subtype" name="subtype" defaultValue={query.subtype ?? ""}>
              <option value="">Any subtype</option>
              {subtypes.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="filter-set">Set</label>
            <select id="filter-set" name="set" defaultValue={query.set ?? ""}>
              <option value="">Any set</option>
              {sets.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="filter-sort">Sort by</label>
            <select id="filter-sort" name="sort" defaultValue={query.sort === "relevance" ? "" : (query.sort ?? "")}>
              <option value="">Best match</option>
              {Object.entries(SORT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="apply">
            Apply
          </button>
        </div>
      </details>
      <AutoSubmit />
    </form>
  );
}
