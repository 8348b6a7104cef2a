// A card's history for editors: each change with who made it, when, and every
// field's value before and after.
import type { CardForEditing } from "@/lib/catalogue-admin/card-history";
import { Instant } from "@/components/ui/Instant";

const shown = (value: unknown) =>
  value === null || value === undefined || value === "" ? "—" : Array.isArray(value) ? value.join(", ") : String(value);

export function CardHistory({ revisions }: { revisions: CardForEditing["revisions"] }) {
  return (
    <section aria-labelledby="card-history">
      <h2 id="card-history">History</h2>
      {revisions.length === 0 ? (
        <p className="muted">No change since the card was loaded.</p>
      ) : (
        <ol className="card-history">
          {revisions.map((r) => (
            <li key={r.id}>
              <p>
                <Instant at={r.createdAt} /> · {r.kind.toLowerCase()} by{" "}
                {r.editorHandle ?? "the command line or a deleted account"}
              </p>
              <dl>
                {r.changes.map((c) => (
                  <div key={c.field}>
                    <dt>{c.field}</dt>
                    <dd>
                      <del>{shown(c.before)}</del> → <ins>{shown(c.after)}</ins>
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
