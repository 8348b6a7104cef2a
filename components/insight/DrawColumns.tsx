// The column headings of odds read draw by draw: the opening hand, then each draw.
import { columnLabels } from "./format";

export function DrawColumns({ cardsSeen }: { cardsSeen: readonly number[] }) {
  return columnLabels(cardsSeen).map((label) => (
    <th scope="col" key={label}>
      {label}
    </th>
  ));
}
