// An outside client of the API: openapi-fetch typed by the types openapi-typescript generated from the document.
// It calls every operation once, the text decklist form of validate included, and passes the answers' typed fields
// on (the created deck's id, a card's slug), so the document's types are exercised and must compile under --strict.
// It imports only openapi-fetch and the generated types, as a client outside this project would.
import createClient from "openapi-fetch";
import type { paths } from "./openapi-types";

export interface Call {
  operationId: string;
  status: number;
}

export async function callEveryOperation(options: {
  baseUrl: string;
  token: string;
  handle: string;
  publicDeckId: string;
  fetch: (request: Request) => Promise<Response>;
}): Promise<Call[]> {
  const api = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  const auth = { Authorization: `Bearer ${options.token}` };
  const calls: Call[] = [];
  const record = <T extends { response: Response }>(operationId: string, answer: T): T => {
    calls.push({ operationId, status: answer.response.status });
    return answer;
  };

  const search = record("searchCards", await api.GET("/cards", { params: { query: { q: "t:ship", pageSize: 2 } } }));
  const slug = search.data?.items[0]?.slug ?? "merrows-lantern";
  record("autocompleteCards", await api.GET("/cards/autocomplete", { params: { query: { q: "merr" } } }));
  const card = record("getCard", await api.GET("/cards/{slug}", { params: { path: { slug } } }));
  const name = card.data?.name ?? "Merrow's Lantern";
  record("listCardReviews", await api.GET("/cards/{slug}/reviews", { params: { path: { slug }, query: { page: 1 } } }));
  record("getNamedCard", await api.GET("/cards/named", { params: { query: { exact: name } } }));
  record("getRandomCard", await api.GET("/cards/random", { params: { query: { q: "t:crew" } } }));
  record(
    "getCardCollection",
    await api.POST("/cards/collection", { body: { identifiers: [{ slug }, { name: "No Such Card" }] } }),
  );
  const sets = record("listSets", await api.GET("/sets", { params: { query: { page: 1 } } }));
  const code = sets.data?.items[0]?.code ?? "CORE";
  record("getSet", await api.GET("/sets/{code}", { params: { path: { code } } }));
  record("exportCatalogue", await api.GET("/catalogue"));
  const glossary = record("listGlossary", await api.GET("/glossary", { params: { query: { kind: "KEYWORD" } } }));
  const anchor = glossary.data?.items[0]?.anchor ?? "Armor";
  record("getGlossaryEntry", await api.GET("/glossary/{anchor}", { params: { path: { anchor } } }));
  const formats = record("listFormats", await api.GET("/formats"));
  const formatId = formats.data?.items[0]?.id ?? "standard";
  record("getFormat", await api.GET("/formats/{id}", { params: { path: { id: formatId } } }));
  record("listPublicDecks", await api.GET("/decks", { params: { query: { format: formatId } } }));
  record("getPublicDeck", await api.GET("/decks/{id}", { params: { path: { id: options.publicDeckId } } }));
  record(
    "validateDeck",
    await api.POST("/decks/validate", { body: { format: formatId, cards: [{ slug, quantity: 1 }] } }),
  );
  // The text decklist form: a text/plain body with ?format= and ?date=.
  const text = await api.POST("/decks/validate", {
    params: { query: { format: formatId, date: "2026-09-05" } },
    body: `Ship:\n1x ${name}`,
    headers: { "Content-Type": "text/plain" },
    bodySerializer: (body) => body,
  });
  record("validateDeck (text/plain)", text);
  if (text.data && typeof text.data.legal !== "boolean") throw new Error("validate answered no verdict");
  record("getPlayer", await api.GET("/users/{handle}", { params: { path: { handle: options.handle } } }));
  record("listMyDecks", await api.GET("/me/decks", { params: { query: { pageSize: 5 } }, headers: auth }));
  const created = record(
    "createMyDeck",
    await api.POST("/me/decks", {
      body: { name: "From the typed client", formatId, cards: [{ slug, quantity: 1 }] },
      headers: auth,
    }),
  );
  if (!created.data) throw new Error(`createMyDeck answered ${created.response.status}`);
  const id = created.data.id;
  const mine = record("getMyDeck", await api.GET("/me/decks/{id}", { params: { path: { id } }, headers: auth }));
  record(
    "updateMyDeck",
    await api.PUT("/me/decks/{id}", {
      params: { path: { id } },
      body: { version: mine.data?.version ?? 1, name: "Renamed by the typed client", cards: [] },
      headers: auth,
    }),
  );
  record("deleteMyDeck", await api.DELETE("/me/decks/{id}", { params: { path: { id } }, headers: auth }));
  record("getOpenApi", await api.GET("/openapi.json"));
  return calls;
}
