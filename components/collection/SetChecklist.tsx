// The set checklist grid: every card of a set with the player's counts.
import type { ChecklistCard } from "@/lib/collections/set-checklist";
import styles from "./collection.module.css";
import { ChecklistRow } from "./ChecklistRow";
import { TableScroll } from "@/components/ui/TableScroll";

export function SetChecklist({ setName, cards }: { setName: string; cards: readonly ChecklistCard[] }) {
  return (
    <TableScroll label={`${setName} checklist`}>
      <table className={styles.grid} aria-label={`${setName} checklist`}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Card</th>
            <th scope="col" className={styles.wideOnly}>
              Type
            </th>
            <th scope="col">Owned</th>
            <th scope="col">Wanted</th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card, row) => (
            <ChecklistRow key={card.id} card={card} row={row} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
