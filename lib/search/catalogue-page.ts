// What the catalogue page's script needs to follow typing, apart from catalogue-query.ts: that module parses with zod,
// which the page's browser bundle would then carry.

/** The results of a catalogue address as HTML, for search as you type (components/catalogue/LiveResults). */
export const CATALOGUE_RESULTS_PATH = "/catalogue/results";

/** The catalogue page's title for a query; the layout adds the site's name. */
export const catalogueTitle = (q: string) => (q ? `${q} — cards` : "Cards");
