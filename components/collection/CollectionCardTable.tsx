// Cards with the player's counts, read-only: the /collection listing and the shared view. On a phone the set and
// number follow the name, which keeps the room the counts leave.
import type { CollectionRow } from "@/lib/collections/export-format";
import { TableScroll } from "@/components/ui/TableScroll";
import styles from "./collection.module.css";

function Count({ value }: { value: number }) {
  return <td className={value === 0 ? `${styles.number} muted` : styles.number}>{value}</td>;
}

/** The count columns' names: the player's own counts unless a shared view says whose each is. */
const OWN_COUNTS = { owned: "Owned", wanted: "Wanted" };

export function CollectionCardTable({
  rows,
  label,
  counts = OWN_COUNTS,
}: {
  rows: readonly CollectionRow[];
  label: string;
  counts?: { owned: string; wanted: string };
}) {
  if (rows.length === 0) return <p className="empty-state">No cards here.</p>;
  return (
    <TableScroll label={label}>
      <table className={styles.grid} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Card</th>
            <th scope="col" className={styles.wideOnly}>
              Set
            </th>
            <th scope="col" className={styles.number}>
              {counts.owned}
            </th>
            <th scope="col" className={styles.number}>
              {counts.wanted}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.slug}>
              <td>
                <a href={`/cards/${r.slug}`}>{r.name}</a>{" "}
                <span className={styles.afterName}>
                  {r.setCode} {r.number}
                </span>
              </td>
              <td className={styles.wideOnly}>
                {r.setCode} {r.number}
              </td>
              <Count value={r.owned} />
              <Count value={r.wanted} />
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
