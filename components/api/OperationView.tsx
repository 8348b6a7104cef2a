// One API operation on the reference page: method and path, who may call it,
// its parameters (from the same JSON Schema as the OpenAPI document), an
// example request and the example response.
import { jsonSchemaOf } from "@/lib/api/openapi";
import type { Operation } from "@/lib/api/operation";
import { TableScroll } from "@/components/ui/TableScroll";

const ACCESS_TEXT = {
  public: "Public: no token, any origin",
  read: "Needs a token (read or read-write)",
  write: "Needs a read-write token; rate-limited",
} as const;

type Property = {
  type?: string | string[];
  enum?: unknown[];
  description?: string;
  default?: unknown;
  maximum?: number;
  minimum?: number;
  maxLength?: number;
};

function typeText(p: Property): string {
  if (p.enum) return p.enum.map(String).join(" | ");
  const type = Array.isArray(p.type) ? p.type.join(" | ") : (p.type ?? "any");
  const bounds = [
    p.minimum !== undefined && `≥ ${p.minimum}`,
    p.maximum !== undefined && p.maximum < 1e9 && `≤ ${p.maximum}`,
    p.maxLength !== undefined && `≤ ${p.maxLength} chars`,
  ].filter(Boolean);
  return bounds.length ? `${type} (${bounds.join(", ")})` : type;
}

function Parameters({ operation }: { operation: Operation }) {
  const rows = (["params", "query"] as const).flatMap((where) => {
    const schema = operation[where];
    if (!schema) return [];
    const json = jsonSchemaOf(schema, "input") as { properties?: Record<string, Property>; required?: string[] };
    return Object.entries(json.properties ?? {}).map(([name, p]) => ({
      name,
      where: where === "params" ? "path" : "query",
      required: where === "params" || (json.required ?? []).includes(name),
      p,
    }));
  });
  if (!rows.length) return null;
  return (
    <TableScroll label={"Parameters"}>
      <table className="api-params">
        <caption className="visually-hidden">Parameters of {operation.summary}</caption>
        <thead>
          <tr>
            <th scope="col">Parameter</th>
            <th scope="col">In</th>
            <th scope="col">Type</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ name, where, required, p }) => (
            <tr key={`${where}-${name}`}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>{where}</td>
              <td>{typeText(p)}</td>
              <td>
                {required ? "Required. " : ""}
                {p.description ?? ""}
                {p.default !== undefined ? ` Default ${JSON.stringify(p.default)}.` : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function curl(operation: Operation): string {
  const lines = [`curl -X ${operation.method} "https://starport.example/api/v1${operation.example.request}"`];
  if (operation.access !== "public") lines.push(`  -H "Authorization: Bearer $STARPORT_TOKEN"`);
  if (operation.example.body !== undefined)
    lines.push(`  -H "Content-Type: application/json"`, `  -d '${JSON.stringify(operation.example.body)}'`);
  return lines.join(" \\\n");
}

export function OperationView({ operation }: { operation: Operation }) {
  return (
    <section className="api-operation" id={operation.id} aria-labelledby={`${operation.id}-title`}>
      <h3 id={`${operation.id}-title`}>
        <span className="api-method">{operation.method}</span> <span className="api-path">/api/v1{operation.path}</span>{" "}
        <span>{operation.summary}</span>
      </h3>
      <p className="api-access">{ACCESS_TEXT[operation.access]}</p>
      <p>{operation.description}</p>
      <Parameters operation={operation} />
      <h4>Example request</h4>
      <pre className="api-example" tabIndex={0} aria-label={`Example request for ${operation.summary}`}>
        <code>{curl(operation)}</code>
      </pre>
      <h4>Example response ({operation.status})</h4>
      {operation.example.response === undefined ? (
        <p>No body.</p>
      ) : (
        <pre className="api-example" tabIndex={0} aria-label={`Example response for ${operation.summary}`}>
          <code>{JSON.stringify(operation.example.response, null, 2)}</code>
        </pre>
      )}
      {operation.errors.length > 0 && (
        <p className="muted">Errors: {operation.errors.join(", ")}, each with the error body above.</p>
      )}
    </section>
  );
}
