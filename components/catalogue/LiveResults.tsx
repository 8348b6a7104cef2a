"use client";
// The catalogue's results, following the address as the search box changes it (history.replaceState, which Next
// keeps in step with useSearchParams): for a query they do not show, the results are fetched as HTML from the
// server's results address (CATALOGUE_RESULTS_PATH), the same markup the page drew, so a pause in typing costs a
// search and not a page render. own/want searches read the session, so the page renders those itself (refresh).
// When the fetch fails, the address is loaded as a page: what it says (a refusal, an outage) is shown whole.
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { answersPerUser } from "@/lib/cache/shared-routes";
import { CATALOGUE_RESULTS_PATH, catalogueTitle } from "@/lib/search/catalogue-page";
import { SITE_NAME } from "@/lib/metadata/page-metadata";

/** An address's query in one spelling and order, so the page's and the browser's compare equal. */
function normalised(search: string): string {
  const params = new URLSearchParams(search);
  params.sort();
  return params.toString();
}

/** What a screen reader hears when the results change: their count line, or the first line of what replaced them. */
function summaryOf(html: string): string {
  const results = new DOMParser().parseFromString(html, "text/html");
  return results.querySelector(".result-count, .empty-state p, .query-error-notice p")?.textContent ?? "";
}

/** `search`: the query of the address the page was rendered for, as the browser sent it. */
export function LiveResults({ html, search }: { html: string; search: string }) {
  const router = useRouter();
  const wanted = normalised(useSearchParams().toString());
  const [shown, setShown] = useState({ html, search: normalised(search), summary: "" });

  useEffect(() => {
    if (wanted === shown.search) return;
    if (answersPerUser(`/cards?${wanted}`)) {
      router.refresh();
      return;
    }
    const controller = new AbortController();
    fetch(`${CATALOGUE_RESULTS_PATH}?${wanted}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        const next = await response.text();
        setShown({ html: next, search: wanted, summary: summaryOf(next) });
        document.title = `${catalogueTitle(new URLSearchParams(wanted).get("q") ?? "")} · ${SITE_NAME}`;
      })
      .catch(() => {
        if (!controller.signal.aborted) window.location.assign(wanted ? `/cards?${wanted}` : "/cards");
      });
    return () => controller.abort();
  }, [wanted, shown.search, router]);

  return (
    <>
      <div
        className="catalogue-results"
        aria-busy={wanted !== shown.search}
        dangerouslySetInnerHTML={{ __html: shown.html }}
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {shown.summary}
      </p>
    </>
  );
}
