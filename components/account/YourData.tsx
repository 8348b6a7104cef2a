"use client";
// The account page's "Your data": download everything as one JSON document,
// or import such a document into this account (decks and collection).
import { useState, type FormEvent } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { DataImportReport } from "@/lib/account/export-document";

type Outcome =
  | { kind: "idle" }
  | { kind: "working" }
  | { kind: "done"; report: DataImportReport }
  | { kind: "failed"; message: string };

type ImportAnswer = DataImportReport & { error?: { message?: string; issues?: { field: string; message: string }[] } };

function parsedOrNull(text: string): ImportAnswer | null {
  try {
    return JSON.parse(text) as ImportAnswer;
  } catch {
    return null;
  }
}

function ReportText({ report }: { report: DataImportReport }) {
  const { imported, failed } = report.decks;
  const { collection, favourites } = report;
  return (
    <div className={`notice ${failed.length > 0 ? "" : "success"}`} role="status">
      <p>
        {imported} {imported === 1 ? "deck" : "decks"} imported
        {failed.length > 0 ? `; ${failed.length} not imported` : ""}.
        {collection &&
          ("error" in collection
            ? ` The collection was not imported: ${collection.error}`
            : ` Collection: ${collection.cards} ${collection.cards === 1 ? "card" : "cards"} added${collection.leftOut ? `, ${collection.leftOut} lines left out` : ""}.`)}
        {favourites &&
          ("error" in favourites
            ? ` The favourites were not imported: ${favourites.error}`
            : ` Favourites: ${favourites.imported} kept${favourites.skipped ? `, ${favourites.skipped} skipped (decks gone, private or your own)` : ""}.`)}
        {report.comments &&
          ("error" in report.comments
            ? ` Comments: ${report.comments.error}`
            : ` Comments: ${report.comments.imported} written again${report.comments.skipped ? `, ${report.comments.skipped} skipped (their decks are gone or private)` : ""}.`)}
        {report.reviews &&
          ("error" in report.reviews
            ? ` Reviews: ${report.reviews.error}`
            : ` Reviews: ${report.reviews.imported} written again${report.reviews.skipped ? `, ${report.reviews.skipped} skipped (cards gone or already reviewed)` : ""}.`)}
      </p>
      {failed.length > 0 && (
        <ul>
          {failed.map((f, i) => (
            <li key={i}>
              {f.name}: {f.reason}
            </li>
          ))}
        </ul>
      )}
      <p className="muted">Kept in the file, not imported: {report.notImported.join(", ")}.</p>
    </div>
  );
}

export function YourData() {
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get("document");
    if (!(file instanceof File) || file.size === 0)
      return setOutcome({ kind: "failed", message: "Choose a Starport data file first." });
    setOutcome({ kind: "working" });
    let response: Response;
    try {
      response = await fetch("/account/data", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: await file.text(),
      });
    } catch {
      return setOutcome({ kind: "failed", message: "Not imported: no connection." });
    }
    // The route answers JSON; the server's own refusals before it (a body too large) are plain text.
    const text = await response.text();
    const body = parsedOrNull(text);
    if (response.ok && body) setOutcome({ kind: "done", report: body });
    else
      setOutcome({
        kind: "failed",
        message:
          body?.error?.issues?.map((i) => `${i.field}: ${i.message}`).join("; ") ||
          body?.error?.message ||
          `Not imported: ${text.trim() || response.statusText}`,
      });
  }

  return (
    <section className="account-section" aria-labelledby="account-data">
      <h2 id="account-data">Your data</h2>
      <p>
        One JSON file with your profile, every deck with its history, your event registrations and your collection.{" "}
        <a href="/account/data" download>
          Download all my data
        </a>
      </p>
      <form onSubmit={onSubmit}>
        <label htmlFor="account-data-file">Import my data (a Starport data file)</label>{" "}
        <input id="account-data-file" name="document" type="file" accept=".json,application/json" />{" "}
        <button type="submit" disabled={outcome.kind === "working" || !hydrated}>
          {outcome.kind === "working" ? "Importing…" : "Import"}
        </button>
      </form>
      {outcome.kind === "done" && <ReportText report={outcome.report} />}
      {outcome.kind === "failed" && (
        <p className="field-error" role="alert">
          {outcome.message}
        </p>
      )}
    </section>
  );
}
