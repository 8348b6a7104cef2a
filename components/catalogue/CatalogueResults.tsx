// What a catalogue search shows under its form: the query's error, the empty state with a correction, or the facets,
// the count, the tiles and the pages. Drawn as one string of HTML (plain links only), by the page on a first load and
// by the server's results address as the player types (catalogue-results-route.ts), so both show the same thing.
import type { ReactNode } from "react";
import { CardGrid } from "@/components/card/CardTile";
import { PageLinks } from "@/components/ui/PageLinks";
import { renderStaticMarkup } from "@/components/ui/static-markup";
import { signInPath } from "@/lib/auth/callback-url";
import { ALL_CARDS, catalogueHref, type CatalogueQuery } from "@/lib/search/catalogue-query";
import { SIGN_IN_FOR_COLLECTION } from "@/lib/search/query/parse";
import { keyedAlternative, type KeyedAlternative } from "@/lib/search/keyed-alternative";
import type { CardSearchOutcome } from "@/lib/search/search-cards";
import { FacetList } from "@/components/search/FacetList";
import { QueryErrorNotice } from "@/components/search/QueryErrorNotice";

interface CatalogueResultsProps {
  query: CatalogueQuery;
  result: CardSearchOutcome;
  setNames: Record<string, string>;
  /** What the page ignored in its address (a bad filter): said above the results, and gone when they change. */
  problems?: string[];
}

function CatalogueResults({ problems = [], ...outcome }: CatalogueResultsProps): ReactNode {
  return (
    <>
      {problems.length ? (
        <ul className="notice" role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      <SearchOutcome {...outcome} />
    </>
  );
}

/** "Looking for crew with the Medic skill? sk:medic", under a search of one word naming a skill. */
function KeyedHint({ query, alternative }: { query: CatalogueQuery; alternative: KeyedAlternative }): ReactNode {
  return (
    <p className="keyed-hint">
      Looking for {alternative.what}? <a href={catalogueHref(query, { q: alternative.q })}>{alternative.q}</a>
    </p>
  );
}

function SearchOutcome({ query, result, setNames }: Omit<CatalogueResultsProps, "problems">): ReactNode {
  if (!result.ok)
    return (
      <>
        <QueryErrorNotice query={query.q} error={result.error} />
        {result.error.message === SIGN_IN_FOR_COLLECTION ? (
          <p>
            <a href={signInPath(catalogueHref(query, { page: query.page }))}>Sign in</a> to search your collection.
          </p>
        ) : null}
      </>
    );
  // A word naming a skill is offered the skill's search (when it found nothing, the page shows that search instead).
  const alternative = keyedAlternative(query.q);
  if (result.total === 0)
    return (
      <div className="empty-state">
        <p>No cards match {query.q ? <>“{query.q}”</> : "these filters"}.</p>
        {alternative ? (
          <KeyedHint query={query} alternative={alternative} />
        ) : result.suggestion ? (
          <p>
            Did you mean <a href={catalogueHref(query, { q: result.suggestion })}>{result.suggestion}</a>?
          </p>
        ) : null}
        <p>
          <a href={catalogueHref(ALL_CARDS)}>Clear the search and filters</a> or read the{" "}
          <a href="/syntax">search syntax</a>.
        </p>
      </div>
    );
  const first = (result.page - 1) * result.pageSize + 1;
  return (
    <div className="results-layout">
      {result.facets ? <FacetList facets={result.facets} query={query} setNames={setNames} /> : null}
      <div className="results">
        {result.correctedFrom ? (
          <p className="corrected-notice">
            Showing results for <strong>{result.suggestion}</strong>. No cards match “{result.correctedFrom}”.
          </p>
        ) : null}
        {alternative && !result.correctedFrom ? <KeyedHint query={query} alternative={alternative} /> : null}
        <p className="result-count">
          {result.total.toLocaleString("en")}
          {result.totalIsLowerBound ? "+" : ""} card{result.total === 1 ? "" : "s"}
          {result.pageCount > 1 ? ` · showing ${first}–${first + result.items.length - 1}` : ""}
        </p>
        <CardGrid cards={result.items} />
        <PageLinks
          page={Math.min(query.page, result.pageCount)}
          pageCount={result.pageCount}
          href={(page) => catalogueHref(query, { page })}
          Anchor="a"
        />
      </div>
    </div>
  );
}

/** The results as HTML; the tiles inside are already a string, so this is one more walk of a small tree. */
export function catalogueResultsHtml(props: CatalogueResultsProps): string {
  return renderStaticMarkup(<CatalogueResults {...props} />);
}
