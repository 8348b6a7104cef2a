"use client";
// The /decks/import form: name, format and list; "Preview" shows what would be
// imported (nothing saved), "Import and save" creates the deck. A server action
// with useActionState, so both work without JavaScript.
import { useActionState } from "react";
import { useDecklistUpload } from "../decklist/use-decklist-upload";
import type { ImportField, ImportState } from "@/lib/decklists/forms";
import { DecklistIssues } from "../decklist/DecklistIssues";
import { ImportMatched } from "./ImportMatched";
import { ImportPicks } from "../decklist/ImportPicks";
import { VerdictPanel } from "./VerdictPanel";
import { FormatSelect } from "@/components/format/FormatSelect";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import { DecklistHint } from "./DecklistHint";

const FORM_ID = "import-form";

interface Props {
  action: (state: ImportState, form: FormData) => Promise<ImportState>;
  initial: ImportState;
  formats: { id: string; name: string }[];
}

export function ImportForm({ action, initial, formats }: Props) {
  const [state, formAction, pending] = useActionState(action, initial);
  const { textarea, readUpload } = useDecklistUpload();

  const error = (field: ImportField) =>
    state.errors?.[field] ? (
      <p id={`import-${field}-error`} className="field-error">
        {state.errors[field]}
      </p>
    ) : null;
  const invalid = (field: ImportField) =>
    state.errors?.[field] ? { "aria-invalid": true, "aria-describedby": `import-${field}-error` } : {};

  return (
    <div key={state.submission}>
      <form id={FORM_ID} action={formAction} className="check-form import-form">
        <ErrorSummary
          errors={state.errors}
          controls={{ name: "import-name", formatId: "import-format", text: "import-text" }}
        />
        <div className="field">
          <label htmlFor="import-name">Deck name</label>
          <input id="import-name" name="name" maxLength={100} defaultValue={state.values.name} {...invalid("name")} />
          {error("name")}
        </div>
        <div className="field">
          <label htmlFor="import-format">Format</label>
          <FormatSelect
            formats={formats}
            id="import-format"
            name="formatId"
            defaultValue={state.values.formatId}
            {...invalid("formatId")}
          />
          {error("formatId")}
        </div>
        <div className="field">
          <label htmlFor="import-text">Decklist</label>
          <DecklistHint id="import-text-hint" />
          <textarea
            id="import-text"
            name="text"
            ref={textarea}
            rows={18}
            defaultValue={state.values.text}
            {...invalid("text")}
          />
          {error("text")}
        </div>
        <div className="field">
          <label htmlFor="import-file">Or upload a .txt file</label>
          <input id="import-file" name="file" type="file" accept=".txt,text/plain" onChange={readUpload} />
        </div>
        {state.previewed !== undefined && <input type="hidden" name="previewed" value={state.previewed} />}
        <button type="submit" name="intent" value="preview" disabled={pending}>
          {pending ? "Working…" : "Preview"}
        </button>
      </form>
      {state.preview && (
        <div className="check-result import-preview" aria-live="polite">
          <ImportMatched sections={state.preview.sections} />
          <ImportPicks
            form={FORM_ID}
            unknown={state.preview.unknown}
            picked={state.values.picks}
            error={state.errors?.picks}
          />
          <DecklistIssues unknown={[]} problems={state.preview.problems} />
          <VerdictPanel
            verdict={state.preview.verdict}
            cards={state.preview.cards}
            targets={state.preview.targets}
            formatName={state.preview.formatName}
          />
          <p className="muted">The verdict counts the matched cards only; picks are added when you import.</p>
          <button type="submit" form={FORM_ID} name="intent" value="import" disabled={pending}>
            Import and save
          </button>
        </div>
      )}
    </div>
  );
}
