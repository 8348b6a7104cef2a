"use client";
// The odds table: for each card of the captain's deck, and for a group typed
// in the query language (t:crew sk:pilot), the exact odds of holding at least
// k copies by the opening hand and after each of the next ten draws. A query
// that cannot pick a group says why, with the parser's own message.
import { useId, useMemo, useState } from "react";
import { TableScroll } from "@/components/ui/TableScroll";
import { parseGroupQuery } from "@/lib/insight/group-query";
import { oddsTable, type OddsRow } from "@/lib/insight/odds";
import type { Deck } from "@/lib/rules/types";
import { QueryErrorNotice } from "@/components/search/QueryErrorNotice";
import { DrawColumns } from "./DrawColumns";
import { formatPercent } from "./format";
import "./insight.css";

const MOST_COPIES = 4;

interface Props {
  deck: Deck;
  /** The group's query to start with, and where to report a change (the page may keep it in the URL). */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** Draws after the opening hand (10 by default). */
  draws?: number;
}

function Row({ row, group }: { row: OddsRow; group?: boolean }) {
  return (
    <tr className={group ? "insight-group-row" : undefined}>
      <th scope="row">
        {group ? (
          <>
            Group: <code>{row.label}</code>
          </>
        ) : (
          row.label
        )}
      </th>
      <td className="insight-number">{row.copies}</td>
      {row.odds.map((p, i) => (
        <td key={i} className="insight-number">
          {formatPercent(p)}
        </td>
      ))}
    </tr>
  );
}

export function OddsTable({ deck, query: initialQuery = "", onQueryChange, draws = 10 }: Props) {
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [atLeast, setAtLeast] = useState(1);
  const group = useMemo(() => (query.trim() === "" ? null : parseGroupQuery(query)), [query]);
  const table = useMemo(
    () =>
      oddsTable({
        deck,
        atLeast,
        draws,
        group: group?.ok ? { label: query.trim(), matches: group.matches } : undefined,
      }),
    [deck, atLeast, draws, group, query],
  );
  const error = group && !group.ok ? group.error : null;

  return (
    <div className="insight-odds">
      <div className="insight-controls">
        <div className="insight-field">
          <label htmlFor={`${id}-query`}>Group of cards (query language)</label>
          <input
            id={`${id}-query`}
            type="search"
            value={query}
            placeholder="t:crew sk:pilot"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-query-help`}
            onChange={(e) => {
              setQuery(e.target.value);
              onQueryChange?.(e.target.value);
            }}
          />
          <div id={`${id}-query-help`}>
            {error === null ? (
              <p className="muted">
                Keys as in card search: t:, st:, k:, tr:, sk:, cap:, set:, is:, req:, !&quot;Exact Name&quot;, cost, cv,
                vp, dist, str, crew, slots.
              </p>
            ) : error.column === null ? (
              <p className="notice" role="alert">
                {error.message}
              </p>
            ) : (
              <QueryErrorNotice query={query} error={{ ...error, column: error.column }} />
            )}
          </div>
        </div>
        <div className="insight-field">
          <label htmlFor={`${id}-k`}>At least</label>
          <select id={`${id}-k`} value={atLeast} onChange={(e) => setAtLeast(Number(e.target.value))}>
            {Array.from({ length: MOST_COPIES }, (_, i) => i + 1).map((k) => (
              <option key={k} value={k}>
                {k} {k === 1 ? "copy" : "copies"}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TableScroll className="insight-scroll" label="Draw odds as a table">
        <table>
          <caption>
            Exact odds of holding at least {atLeast} {atLeast === 1 ? "copy" : "copies"}: an opening hand of{" "}
            {table.handSize} from {table.captainSize} captain&apos;s cards, then each draw.
          </caption>
          <thead>
            <tr>
              <th scope="col">Card</th>
              <th scope="col">Copies</th>
              <DrawColumns cardsSeen={table.cardsSeen} />
            </tr>
          </thead>
          <tbody>
            {table.group ? <Row row={table.group} group /> : null}
            {table.cards.map((row) => (
              <Row key={row.label} row={row} />
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
