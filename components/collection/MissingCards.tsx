"use client";
// A deck page's "what you are missing": one line with the count, opening to each card the deck needs more of than
// the player owns, and a button adding the shortfall to the want list. The page passes the missing cards and the
// action bound to the deck.
import { useActionState } from "react";
import type { MissingCard } from "@/lib/collections/missing-for-deck";
import type { ActionResult } from "@/lib/http/action-result";
import styles from "./collection.module.css";
import { TableScroll } from "@/components/ui/TableScroll";

interface Props {
  missing: readonly MissingCard[];
  addToWantList: (previous: ActionResult<string> | null, form: FormData) => Promise<ActionResult<string>>;
}

export function MissingCards({ missing, addToWantList }: Props) {
  const [result, action, pending] = useActionState(addToWantList, null);
  return (
    <section aria-labelledby="missing-cards" className="missing-cards">
      {missing.length === 0 ? (
        <p id="missing-cards">You own every card of this deck.</p>
      ) : (
        <details>
          <summary id="missing-cards">
            What you are missing: {missing.length === 1 ? "1 card" : `${missing.length} cards`}
          </summary>
          <TableScroll label={"Missing cards"}>
            <table className="rules-table" aria-label="Missing cards">
              <thead>
                <tr>
                  <th scope="col">Card</th>
                  <th scope="col">Needed</th>
                  <th scope="col">Owned</th>
                </tr>
              </thead>
              <tbody>
                {missing.map((m) => (
                  <tr key={m.cardId}>
                    <td>
                      <a href={`/cards/${m.slug}`}>{m.name}</a> <span className="muted">({m.setCode})</span>
                    </td>
                    <td>{m.needed}</td>
                    <td className={styles.short}>{m.owned}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <form action={action}>
            <button type="submit" disabled={pending}>
              Add missing to want list
            </button>
          </form>
        </details>
      )}
      {result && (
        <p className={result.ok ? "notice success" : "field-error"} role={result.ok ? "status" : "alert"}>
          {result.ok ? result.value : result.error.message}
        </p>
      )}
    </section>
  );
}
