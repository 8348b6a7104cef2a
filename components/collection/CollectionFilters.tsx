// The /collection filters: a GET form, so filtered views are links.
import { CARD_TYPE_LABELS, CARD_TYPES } from "@/lib/cards/vocabulary";
import type { CollectionFilters as Filters } from "@/lib/collections/schemas";

export function CollectionFilters({
  filters,
  sets,
}: {
  filters: Filters;
  sets: readonly { code: string; name: string }[];
}) {
  return (
    <form method="get" action="/collection" className="filters" aria-label="Filter your collection">
      <label>
        Set{" "}
        <select name="set" defaultValue={filters.set ?? ""}>
          <option value="">All sets</option>
          {sets.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      </label>{" "}
      <label>
        Type{" "}
        <select name="type" defaultValue={filters.type ?? ""}>
          <option value="">All types</option>
          {CARD_TYPES.map((t) => (
            <option key={t} value={t}>
              {CARD_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </label>{" "}
      <label>
        Show{" "}
        <select name="show" defaultValue={filters.show}>
          <option value="all">All cards</option>
          <option value="owned">Owned</option>
          <option value="missing">Missing</option>
          <option value="wanted">Wanted</option>
        </select>
      </label>{" "}
      <button type="submit">Filter</button>
    </form>
  );
}
