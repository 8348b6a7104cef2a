// Names for prepared statements. PostgreSQL parses a named statement once per connection and, after five runs, may
// keep one plan for all later runs; an unnamed statement is parsed and planned on every run, and planning the
// search's statements cost more than running them (ADR 015). The texts a process names are capped, since each stays
// prepared on every connection that ran it: past the cap, new texts go unnamed. Pure.

/** PostgreSQL's unnamed statement: parsed and planned on every run. */
const UNNAMED = "";

export function createStatementNamer(max: number): (query: { sql: string }) => string {
  const named = new Map<string, string>();
  return ({ sql }) => {
    const name = named.get(sql);
    if (name !== undefined) return name;
    if (named.size >= max) return UNNAMED;
    const fresh = `starport_${named.size + 1}`;
    named.set(sql, fresh);
    return fresh;
  };
}
