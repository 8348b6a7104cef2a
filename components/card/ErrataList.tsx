// Errata: the printed value beside the current one. The current value is what
// the card face shows.
import type { Errata } from "@/lib/generated/prisma/client";
import { CardText } from "./CardText";
import { Day } from "@/components/ui/Day";

const FIELD_LABELS: Record<string, string> = { text: "Rules text", cost: "Cost", creditValue: "Credit value" };

export function ErrataList({ errata }: { errata: Errata[] }) {
  if (!errata.length) return null;
  return (
    <section aria-labelledby="errata-heading" className="errata">
      <h2 id="errata-heading">Errata</h2>
      {errata.map((e) => (
        <div key={e.id} className="errata-item">
          <p className="muted">
            {FIELD_LABELS[e.field] ?? e.field} · {e.source} · <Day at={e.publishedOn} />
          </p>
          <div className="errata-compare">
            <div>
              <h3>Printed</h3>
              <p className="printed">{e.field === "text" ? <CardText text={e.printed} /> : e.printed}</p>
            </div>
            <div>
              <h3>Current</h3>
              <p className="corrected">{e.field === "text" ? <CardText text={e.corrected} /> : e.corrected}</p>
            </div>
          </div>
          {e.note ? <p className="muted">{e.note}</p> : null}
        </div>
      ))}
    </section>
  );
}
