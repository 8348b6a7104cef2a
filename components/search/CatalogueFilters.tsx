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
      <label>
        Search
        <input type="search" name="q" defaultValue={query.q} placeholder="Name or text" />
      </label>
      <label>
        Type
        <select name="type" defaultValue={query.type?.toLowerCase() ?? ""}>
          <option value="">Any type</option>
          {CARD_TYPES.map((t) => (
            <option key={t} value={t.toLowerCase()}>
              {CARD_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Subtype
        <select name="subtype" defaultValue={query.subtype ?? ""}>
          <option value="">Any subtype</option>
          {subtypes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label>
        Set
        <select name="set" defaultValue={query.set ?? ""}>
          <option value="">Any set</option>
          {sets.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Sort by
        <select name="sort" defaultValue={query.sort}>
          <option value="name">Name</option>
          <option value="cost">Cost</option>
          <option value="set">Set number</option>
        </select>
      </label>
      <button type="submit">Apply</button>
    </form>
  );
}
