// /api — the API reference, rendered from the operation registry (the same
// schemas and examples as /api/v1/openapi.json). Nothing here reads the
// database: it changes with the code only (the layout's session menu is what
// keeps it from being prerendered).
import type { Metadata } from "next";
import "@/components/api/api-reference.css";
import { OperationView } from "@/components/api/OperationView";
import type { Operation } from "@/lib/api/operation";
import { OPERATIONS } from "@/lib/api/operations";
import { API_WRITE_LIMITS } from "@/lib/api/rate-limits";
import { MAX_PAGE_SIZE } from "@/lib/api/schemas/common";

export const metadata: Metadata = {
  title: "API reference",
  description: "Starport's public JSON API: cards, sets, the rules glossary, formats and decks.",
};

const TAGS = ["Cards", "Rules", "Decks", "Your decks", "Players", "API"] as const;
const tagId = (tag: string) => `tag-${tag.replace(/\s/g, "-")}`;

export default function ApiReferencePage() {
  const operations = OPERATIONS as readonly Operation[];
  return (
    <div className="api-page">
      <h1>API reference</h1>
      <p>
        Starport answers JSON under <code>/api/v1</code>. The machine-readable description is{" "}
        <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1), generated from the same schemas the
        server checks requests with, so this page and that document always match the server.
      </p>
      <h2>Essentials</h2>
      <ul>
        <li>
          <strong>Public reads</strong> need nothing and allow any origin (CORS). They carry an <code>ETag</code> and{" "}
          <code>Cache-Control</code>: send <code>If-None-Match</code> and get <code>304 Not Modified</code> when nothing
          changed.
        </li>
        <li>
          <strong>Your decks</strong> need a personal token from <a href="/account#account-tokens">your account page</a>
          , sent as <code>Authorization: Bearer &lt;token&gt;</code>. A read token reads; a read-write token also
          creates, updates and deletes. A missing, unknown or revoked token is a 401; another player&apos;s deck is a
          404.
        </li>
        <li>
          <strong>Lists</strong> take <code>page</code> (from 1) and <code>pageSize</code> (at most {MAX_PAGE_SIZE}) and
          answer <code>page</code>, <code>pageSize</code>, <code>total</code>, <code>pageCount</code> and{" "}
          <code>items</code>, with a <code>Link</code> header naming the next, previous, first and last pages.
        </li>
        <li>
          <strong>Errors</strong> share one body:{" "}
          <code>{`{ "error": { "code", "message", "issues": [{ "field", "message" }] } }`}</code>. Bad input is a 400
          (unreadable) or 422 (invalid, naming each field), never a 500.
        </li>
        <li>
          <strong>Updates</strong> send the deck&apos;s <code>version</code>; if the deck was saved since, the answer is
          a 409 with <code>currentVersion</code>.
        </li>
        <li>
          <strong>Rate limits</strong>: writes are limited to {API_WRITE_LIMITS.token.max} a minute per token and{" "}
          {API_WRITE_LIMITS.address.max} a minute per address; past that, a 429 with <code>Retry-After</code> in
          seconds.
        </li>
        <li>
          <strong>Bulk data</strong>: <a href="#exportCatalogue">/api/v1/catalogue</a> is every card with every field in
          one document, with a <code>version</code> and a <code>checksum</code>. Download it once and again only when
          its ETag changes.
        </li>
      </ul>
      <nav className="api-toc" aria-labelledby="api-toc-title">
        <h2 id="api-toc-title">Endpoints</h2>
        <ol>
          {operations.map((o) => (
            <li key={o.id}>
              <a href={`#${o.id}`}>
                {o.method} {o.path}
              </a>{" "}
              — {o.summary}
            </li>
          ))}
        </ol>
      </nav>
      {TAGS.map((tag) => (
        <section key={tag} aria-labelledby={tagId(tag)}>
          <h2 id={tagId(tag)}>{tag}</h2>
          {operations
            .filter((o) => o.tag === tag)
            .map((o) => (
              <OperationView key={o.id} operation={o} />
            ))}
        </section>
      ))}
    </div>
  );
}
