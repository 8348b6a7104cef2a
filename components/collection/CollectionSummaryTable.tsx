// Totals and completion per set, each set linking to its checklist.
import type { CollectionSummary } from "@/lib/collections/collection-summary";
import { TableScroll } from "@/components/ui/TableScroll";
import styles from "./collection.module.css";

export function CollectionSummaryTable({ summary }: { summary: CollectionSummary }) {
  return (
    <section aria-labelledby="collection-totals">
      <h2 id="collection-totals">Totals</h2>
      <p>
        {summary.ownedDistinct} of {summary.total} cards owned ({summary.ownedCopies} copies); {summary.wantedCopies}{" "}
        copies on your want list.
      </p>
      <TableScroll label={"Collection by set"}>
        <table className={styles.grid}>
          <thead>
            <tr>
              <th scope="col">Set</th>
              <th scope="col" className={styles.number}>
                Owned
              </th>
              <th scope="col">Completion</th>
              <th scope="col" className={styles.number}>
                Copies
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.sets.map((set) => (
              <tr key={set.code}>
                <td>
                  <a href={`/collection/sets/${set.code.toLowerCase()}`}>{set.name}</a>{" "}
                  <span className="muted">({set.code})</span>
                </td>
                <td className={styles.number}>
                  {set.ownedDistinct} / {set.total}
                </td>
                <td className={styles.completion}>
                  <progress max={set.total} value={set.ownedDistinct} aria-label={`${set.name} completion`} />{" "}
                  {set.total ? Math.floor((100 * set.ownedDistinct) / set.total) : 0}%
                </td>
                <td className={styles.number}>{set.ownedCopies}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
