// The cards whose counts differ between the registered and the presented list.
import Link from "next/link";
import type { DiffLine } from "@/lib/events/list-diff";
import { SECTION_TITLES } from "./section-titles";
import { TableScroll } from "@/components/ui/TableScroll";

export function ListDifferences({ differences }: { differences: readonly DiffLine[] }) {
  if (differences.length === 0)
    return <p data-testid="no-differences">The presented cards are exactly the registered ones.</p>;
  return (
    <TableScroll label={"Differences"}>
      <table className="data-table" data-testid="differences">
        <caption>Cards that differ ({differences.length})</caption>
        <thead>
          <tr>
            <th scope="col">Card</th>
            <th scope="col">Section</th>
            <th scope="col">Registered</th>
            <th scope="col">Presented</th>
          </tr>
        </thead>
        <tbody>
          {differences.map((d) => (
            <tr key={`${d.section}-${d.slug}`}>
              <th scope="row">
                <Link href={`/cards/${d.slug}`}>{d.name}</Link>
              </th>
              <td>{SECTION_TITLES[d.section]}</td>
              <td>{d.registered}</td>
              <td>{d.presented}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
