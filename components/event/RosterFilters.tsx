// Sort, filter and search the roster: a plain GET form, so the URL holds the view.
import type { RosterQuery } from "@/lib/events/schemas";

export function RosterFilters({ query }: { query: RosterQuery }) {
  return (
    <form className="deck-filters" method="get" aria-label="Roster view">
      <label>
        Sort{" "}
        <select name="sort" defaultValue={query.sort}>
          <option value="registered">Registration time</option>
          <option value="player">Player</option>
          <option value="deck">Deck name</option>
          <option value="verdict">Verdict (not legal first)</option>
        </select>
      </label>
      <label>
        Verdict{" "}
        <select name="verdict" defaultValue={query.verdict}>
          <option value="all">Any</option>
          <option value="legal">Legal</option>
          <option value="illegal">Not legal</option>
        </select>
      </label>
      <label>
        Search <input type="search" name="q" defaultValue={query.q} placeholder="Player or deck" />
      </label>
      <button type="submit">Apply</button>
    </form>
  );
}
