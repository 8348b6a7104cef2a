"use client";
// Search as you type: the URL follows the query (debounced), so results are
// shareable and survive a reload; the results follow the URL (LiveResults).
// Parse errors show while typing, from the same parser the server uses. own/want parse here as for a signed-in
// player: the page is the same for everyone, so whether the player may search
// a collection is the server's answer (it asks visitors to sign in).
import { useEffect, useRef, useState } from "react";
import { parseQuery } from "@/lib/search/query/parse";
import "./search.css";

const DEBOUNCE_MS = 300;
const check = (q: string) => parseQuery(q, { collection: true });

export function CardSearchBox({ initialQuery, baseParams }: { initialQuery: string; baseParams: string }) {
  const [value, setValue] = useState(initialQuery);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const parsed = check(value);

  useEffect(() => () => clearTimeout(timer.current), []);

  const navigate = (q: string) => {
    const params = new URLSearchParams(baseParams);
    if (q.trim()) params.set("q", q.trim());
    else params.delete("q");
    params.delete("page");
    const search = params.toString();
    // Next keeps useSearchParams in step with replaceState without rendering the page again.
    window.history.replaceState(null, "", search ? `/cards?${search}` : "/cards");
  };

  return (
    <div className="card-search">
      <label htmlFor="filter-q">Search</label>
      <input
        id="filter-q"
        type="search"
        name="q"
        value={value}
        placeholder='e.g. t:crew sk:pilot=expert, "target crew", cost<=2'
        aria-describedby="query-help query-error"
        aria-invalid={!parsed.ok}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          const next = event.target.value;
          setValue(next);
          clearTimeout(timer.current);
          if (check(next).ok) timer.current = setTimeout(() => navigate(next), DEBOUNCE_MS);
        }}
      />
      <p id="query-help" className="muted small">
        Keys such as <code>t:</code>, <code>sk:</code>, <code>cost&lt;=</code> — see the{" "}
        <a href="/syntax">search syntax</a>.
      </p>
      <p id="query-error" className="query-error" role="status" aria-live="polite">
        {parsed.ok ? "" : parsed.error.message}
      </p>
    </div>
  );
}
