// Cards with the player's counts, read-only: the /collection listing and the shared view.
import type { CollectionRow } from "@/lib/collections/export-format";
import { TableScroll } from "@/components/ui/TableScroll";

export function CollectionCardTable({ rows, label }: { rows: readonly CollectionRow[]; label: string }) {
  if (rows.length === 0) return <p className="empty-state">No cards here.</p>;
  return (
    <TableScroll label={label}>
      <table className="rules-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Card</th>
            <th scope="col">Set</th>
            <th scope="col">Owned</th>
            <th scope="col">Wanted</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.slug}>
              <td>
                <a href={`/cards/${r.slug}`}>{r.name}</a>
              </td>
              <td>
                {r.setCode} {r.number}
              </td>
              <td>{r.owned}</td>
              <td>{r.wanted}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
