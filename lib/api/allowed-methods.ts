// The methods the API answers at an address, read from the operation registry, so the edge can answer a method
// no operation there takes with 405, Allow and the JSON error (Next's own 405 has neither). Pure.
import type { Operation } from "./operation";
import { OPERATIONS } from "./operations";

const templates = (OPERATIONS as readonly Operation[]).map((operation) => ({
  method: operation.method,
  pattern: new RegExp(`^/api/v1${operation.path.replace(/\./g, "\\.").replace(/\{\w+\}/g, "[^/]+")}/?$`),
  literal: !operation.path.includes("{"),
}));

/** The Allow list at a path under /api/v1, or null when no operation is there (static paths win, as in Next). */
export function allowedMethods(path: string): string[] | null {
  const matching = templates.filter((t) => t.pattern.test(path));
  if (matching.length === 0) return null;
  const literal = matching.filter((t) => t.literal);
  const own = literal.length > 0 ? literal : matching;
  const methods = new Set(own.map((t) => t.method as string));
  if (methods.has("GET")) methods.add("HEAD");
  methods.add("OPTIONS");
  return [...methods].sort();
}
