// Filters for the catalogue: a GET form (works without JavaScript; the URL
// holds every filter, so links survive a reload).
import type { CatalogueQuery } from "@/lib/cards/catalogue-query";
import { CARD_TYPES, CARD_TYPE_LABELS } from "@/lib/cards/vocabulary";

export function CatalogueFilters({
  query,
  sets,
  subtypes,
}: {
  query: CatalogueQuery;
  sets: { code: string; name: string }[];
  subtypes: string[];
}) {
  return (
    <form action="/cards" method="get" className="filters" aria-label="Filter cards">
      <div className="field">
        <label htmlFor="filter-q">Search</label>
        <input id="filter-q" type="search" name="q" defaultValue={query.q} placeholder="Name or text" />
      </div>
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
        <select id="filter-sort" name="sort" defaultValue={query.sort}>
          <option value="name">Name</option>
          <option value="cost">Cost</option>
          <option value="set">Set number</option>
        </select>
      </div>
      <button type="submit">Apply</button>
    </form>
  );
}
