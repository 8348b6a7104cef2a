// The site-wide search box: a plain GET form to the catalogue, so it works
// without JavaScript and the URL holds the query.
export function SearchBox({ defaultValue = "", autoFocus = false }: { defaultValue?: string; autoFocus?: boolean }) {
  return (
    <form action="/cards" method="get" role="search" className="search-box">
      <label htmlFor="site-search" className="visually-hidden">
        Search cards
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        placeholder="Card name or text"
        defaultValue={defaultValue}
        autoFocus={autoFocus}
      />
      <button type="submit">Search</button>
    </form>
  );
}
