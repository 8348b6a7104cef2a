// Per-card rulings: dated questions and answers with their source.
import type { Ruling } from "@/lib/generated/prisma/client";
import { CardText } from "./CardText";
import { Day } from "@/components/ui/Day";

export function RulingList({ rulings }: { rulings: Ruling[] }) {
  if (!rulings.length) return null;
  return (
    <section aria-labelledby="rulings-heading" className="rulings">
      <h2 id="rulings-heading">Rulings</h2>
      {rulings.map((r) => (
        <div key={r.id} className="ruling">
          <p className="muted">
            <Day at={r.ruledOn} /> · {r.source}
          </p>
          <p>
            <strong>Q:</strong> <CardText text={r.question} />
          </p>
          <p>
            <strong>A:</strong> <CardText text={r.answer} />
          </p>
        </div>
      ))}
    </section>
  );
}
