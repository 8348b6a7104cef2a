"use client";
// One card of the set checklist: its owned and wanted counts, each saved as
// the player moves on. Enter or ↓ goes to the next card, ↑ to the previous.
import type { KeyboardEvent } from "react";
import type { ChecklistCard } from "@/lib/collections/set-checklist";
import type { CollectionField } from "@/lib/collections/schemas";
import styles from "./collection.module.css";
import { SaveStatusText } from "./SaveStatusText";
import { useSavedCount } from "./use-saved-count";

const LABELS: Record<CollectionField, string> = { owned: "Owned", wanted: "Wanted" };

/** Moves focus to the same column `step` rows away. */
function moveFocus(from: HTMLInputElement, step: number) {
  const row = Number(from.dataset.row) + step;
  from
    .closest("table")
    ?.querySelector<HTMLInputElement>(`input[data-row="${row}"][data-field="${from.dataset.field}"]`)
    ?.focus();
}

function CountCell({ card, field, row }: { card: ChecklistCard; field: CollectionField; row: number }) {
  const count = useSavedCount({ cardId: card.id, field, initial: card[field] });
  const label = `${LABELS[field]}: ${card.name}`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === "ArrowDown" || event.key === "Enter" ? 1 : event.key === "ArrowUp" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    count.commit();
    moveFocus(event.currentTarget, step);
  };
  return (
    <td>
      <input
        className={styles.count}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={2}
        aria-label={label}
        data-row={row}
        data-field={field}
        value={count.value}
        onChange={(e) => count.setValue(e.target.value.replace(/\D/g, ""))}
        onBlur={() => count.commit()}
        onKeyDown={onKeyDown}
        onFocus={(e) => e.currentTarget.select()}
      />{" "}
      <span aria-live="polite">
        <SaveStatusText
          status={count.status}
          label={label}
          onKeepMine={count.keepMine}
          onTakeTheirs={count.takeTheirs}
        />
      </span>
    </td>
  );
}

export function ChecklistRow({ card, row }: { card: ChecklistCard; row: number }) {
  return (
    <tr>
      <td>{card.number}</td>
      <td>
        <a href={`/cards/${card.slug}`}>{card.name}</a>{" "}
        <span className={styles.afterName}>{card.type.toLowerCase()}</span>
      </td>
      <td className={styles.wideOnly}>{card.type.toLowerCase()}</td>
      <CountCell card={card} field="owned" row={row} />
      <CountCell card={card} field="wanted" row={row} />
    </tr>
  );
}
