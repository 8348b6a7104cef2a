"use client";
// The collection import form: the list, where its counts go, add or replace;
// "Preview" shows the matched lines and the unknown names with their closest
// matches (nothing written), "Import" writes. A server action with
// useActionState, so it works without JavaScript too.
import { useActionState } from "react";
import { DecklistIssues } from "@/components/decklist/DecklistIssues";
import { ImportPicks } from "@/components/decklist/ImportPicks";
import { useDecklistUpload } from "@/components/decklist/use-decklist-upload";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import type { CollectionImportField, CollectionImportState } from "@/lib/collections/forms";
import { MAX_CARD_QUANTITY } from "@/lib/collections/limits";

const FORM_ID = "collection-import-form";

interface Props {
  action: (state: CollectionImportState, form: FormData) => Promise<CollectionImportState>;
  initial: CollectionImportState;
}

const countText = (line: { owned?: number; wanted?: number }) =>
  [line.owned !== undefined ? `${line.owned} owned` : "", line.wanted !== undefined ? `${line.wanted} wanted` : ""]
    .filter(Boolean)
    .join(", ");

export function CollectionImportForm({ action, initial }: Props) {
  const [state, formAction, pending] = useActionState(action, initial);
  const { textarea, readUpload } = useDecklistUpload();
  const error = (field: CollectionImportField) =>
    state.errors?.[field] ? (
      <p id={`collection-import-${field}-error`} className="field-error">
        {state.errors[field]}
      </p>
    ) : null;

  return (
    <div key={state.submission}>
      {state.done && (
        <p className="notice success" role="status">
          Imported: {state.done.cards} {state.done.cards === 1 ? "card" : "cards"}{" "}
          {state.done.mode === "add" ? "added to" : "now make up"} your collection
          {state.done.leftOut > 0
            ? `; ${state.done.leftOut} ${state.done.leftOut === 1 ? "line was" : "lines were"} left out`
            : ""}
          . <a href="/collection">See your collection</a>
        </p>
      )}
      <form id={FORM_ID} action={formAction} className="check-form import-form">
        <ErrorSummary errors={state.errors} controls={{ text: "collection-import-text" }} />
        <div className="field">
          <label htmlFor="collection-import-text">List</label>
          <p id="collection-import-text-hint" className="muted">
            One card per line: <code>3x Name</code>, <code>3 Name</code>, <code>2 Name (CORE)</code>,{" "}
            <code>core-091 2</code>; or a CSV whose first line names its columns (<code>name</code> or <code>set</code>{" "}
            and <code>number</code>, and <code>quantity</code>, <code>owned</code> or <code>wanted</code>). Counts stop
            at {MAX_CARD_QUANTITY}.
          </p>
          <textarea
            id="collection-import-text"
            name="text"
            ref={textarea}
            rows={14}
            defaultValue={state.values.text}
            aria-describedby="collection-import-text-hint"
            {...(state.errors?.text ? { "aria-invalid": true } : {})}
          />
          {error("text")}
        </div>
        <div className="field">
          <label htmlFor="collection-import-file">Or upload a .txt or .csv file</label>
          <input
            id="collection-import-file"
            name="file"
            type="file"
            accept=".txt,.csv,text/plain,text/csv"
            onChange={readUpload}
          />
        </div>
        <fieldset className="field">
          <legend>A line&apos;s count is</legend>
          <label>
            <input type="radio" name="target" value="owned" defaultChecked={state.values.target === "owned"} /> copies I
            own
          </label>{" "}
          <label>
            <input type="radio" name="target" value="wanted" defaultChecked={state.values.target === "wanted"} /> copies
            I want
          </label>
        </fieldset>
        <fieldset className="field">
          <legend>Import mode</legend>
          <label>
            <input type="radio" name="mode" value="add" defaultChecked={state.values.mode === "add"} /> Add to my
            collection
          </label>{" "}
          <label>
            <input type="radio" name="mode" value="replace" defaultChecked={state.values.mode === "replace"} /> Replace
            my collection
          </label>
        </fieldset>
        {state.previewed !== undefined && <input type="hidden" name="previewed" value={state.previewed} />}
        <button type="submit" name="intent" value="preview" disabled={pending}>
          {pending ? "Working…" : "Preview"}
        </button>
        {error("mode")}
      </form>
      {state.preview && (
        <div className="check-result import-preview" aria-live="polite">
          <section aria-labelledby="collection-import-matched">
            <h2 id="collection-import-matched">Matched ({state.preview.matched.length})</h2>
            <ul>
              {state.preview.matched.map((m) => (
                <li key={m.line}>
                  {m.name} <span className="muted">({m.setCode})</span>: {countText(m)}
                </li>
              ))}
            </ul>
          </section>
          <ImportPicks
            form={FORM_ID}
            unknown={state.preview.unknown}
            picked={state.values.picks}
            error={state.errors?.picks}
          />
          <DecklistIssues unknown={[]} problems={state.preview.problems} />
          <button type="submit" form={FORM_ID} name="intent" value="import" disabled={pending}>
            Import
          </button>
        </div>
      )}
    </div>
  );
}
