// The public deck list's search, filters and order: a GET form, so the URL
// holds every choice and it works without JavaScript. On a phone all but the
// name fold under a summary that counts what is set (as the catalogue's do).
import type { PublicDecksQuery } from "@/lib/decks/schemas";
import { FormatSelect } from "@/components/format/FormatSelect";

const SORTS = { newest: "Newest", liked: "Most liked", forked: "Most forked" } as const;

interface Props {
  query: PublicDecksQuery;
  ships: { slug: string; name: string }[];
  formats: { id: string; name: string }[];
}

export function PublicDeckFilters({ query, ships, formats }: Props) {
  const active = [
    query.card,
    query.ship,
    query.format,
    query.legal,
    query.sort !== "newest",
    query.all,
    query.buildable,
  ].filter(Boolean).length;
  return (
    <form className="deck-filters" method="get" role="search" aria-label="Find public decks">
      <label>
        Name <input type="search" name="q" defaultValue={query.q} />
      </label>
      <details className="fold">
        <summary>Filters{active ? ` · ${active} active` : ""}</summary>
        <div className="filter-fields">
          <label>
            With card <input type="search" name="card" defaultValue={query.card} placeholder="card name or slug" />
          </label>
          <label>
            Ship{" "}
            <select name="ship" defaultValue={query.ship}>
              <option value="">Any ship</option>
              {ships.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Format <FormatSelect formats={formats} anyLabel="Any format" name="format" defaultValue={query.format} />
          </label>
          <label>
            Legality{" "}
            <select name="legal" defaultValue={query.legal ?? ""}>
              <option value="">Any</option>
              <option value="legal">Legal</option>
              <option value="illegal">Not legal</option>
            </select>
          </label>
          <label>
            Sort{" "}
            <select name="sort" defaultValue={query.sort}>
              {Object.entries(SORTS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label>
            <input type="checkbox" name="all" value="1" defaultChecked={query.all === "1"} /> Include empty and
            unfinished decks
          </label>
          <label>
            <input
              type="checkbox"
              name="buildable"
              value="1"
              defaultChecked={query.buildable === "1"}
              aria-describedby="buildable-hint"
            />{" "}
            Only decks I can build
          </label>
          <span id="buildable-hint" className="muted">
            From your collection (signed in)
          </span>
        </div>
      </details>
      <button type="submit">Apply</button>
    </form>
  );
}
