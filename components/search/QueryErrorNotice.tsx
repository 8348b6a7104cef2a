// A query that does not parse: the message, and the query with the offending
// part marked.
import type { QueryError } from "@/lib/search/query/ast";

export function QueryErrorNotice({ query, error }: { query: string; error: QueryError }) {
  const start = Math.max(0, error.column);
  const end = Math.min(query.length, start + Math.max(1, error.length));
  return (
    <div className="notice query-error-notice" role="alert">
      <p>{error.message}</p>
      <p>
        <code>
          {query.slice(0, start)}
          <mark>{query.slice(start, end) || " "}</mark>
          {query.slice(end)}
        </code>
      </p>
    </div>
  );
}
