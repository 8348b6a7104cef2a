"use client";
// The /check form: paste or upload a list, pick a format, see the verdict.
// A server action with useActionState, so it also works without JavaScript
// (the upload is then read on the server). Without a network the browser
// answers instead, with the same checks (./check-offline.ts).
import { useActionState, useEffect, useState, type FormEvent } from "react";
import { useDecklistUpload } from "../decklist/use-decklist-upload";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import { useFocusOnAnswer } from "@/components/ui/use-focus-on-answer";
import type { CheckField, CheckState } from "@/lib/decklists/forms";
import { OFFLINE_BUNDLE_PATH } from "@/lib/offline/bundle-types";
import { formatIsoDate } from "@/lib/rules/dates";
import { DecklistIssues } from "../decklist/DecklistIssues";
import { VerdictPanel } from "./VerdictPanel";
import { FormatSelect } from "@/components/format/FormatSelect";
import { DecklistHint } from "./DecklistHint";

interface Props {
  action: (state: CheckState, form: FormData) => Promise<CheckState>;
  initial: CheckState;
  formats: { id: string; name: string }[];
}

export function DecklistCheckForm({ action, initial, formats }: Props) {
  const [online, formAction, pendingOnline] = useActionState(action, initial);
  // The last answer given offline; an online submission clears it.
  const [offline, setOffline] = useState<CheckState | null>(null);
  const [pendingOffline, setPendingOffline] = useState(false);
  const state = offline ?? online;
  const pending = pendingOnline || pendingOffline;
  const { textarea, readUpload } = useDecklistUpload();
  const answer = useFocusOnAnswer<HTMLDivElement>(state.result);

  // Online, asks for the bundle once per visit: the service worker keeps what the network answers (usually a 304 of
  // the same version), so a later check without a network uses the current catalogue and formats.
  useEffect(() => {
    if (navigator.onLine && navigator.serviceWorker?.controller) void fetch(OFFLINE_BUNDLE_PATH).catch(() => undefined);
  }, []);

  const checkWithoutNetwork = async (event: FormEvent<HTMLFormElement>) => {
    if (navigator.onLine) {
      setOffline(null);
      return;
    }
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPendingOffline(true);
    try {
      const { answerOffline } = await import("./check-offline");
      setOffline(await answerOffline(state, form));
    } finally {
      setPendingOffline(false);
    }
  };

  const error = (field: CheckField) =>
    state.errors?.[field] ? (
      <p id={`${field}-error`} className="field-error">
        {state.errors[field]}
      </p>
    ) : null;

  return (
    <>
      <form action={formAction} onSubmit={checkWithoutNetwork} className="check-form" key={state.submission}>
        <ErrorSummary errors={state.errors} controls={{ decklist: "decklist", format: "format", date: "date" }} />
        <div className="field">
          <label htmlFor="decklist">Decklist</label>
          <DecklistHint id="decklist-hint" />
          <textarea
            id="decklist"
            name="decklist"
            ref={textarea}
            rows={18}
            defaultValue={state.decklist}
            aria-describedby={state.errors?.decklist ? "decklist-hint decklist-error" : "decklist-hint"}
            aria-invalid={state.errors?.decklist ? true : undefined}
          />
          {error("decklist")}
        </div>
        <div className="field">
          <label htmlFor="decklist-file">Or upload a .txt file</label>
          <input id="decklist-file" name="file" type="file" accept=".txt,text/plain" onChange={readUpload} />
        </div>
        <div className="field">
          <label htmlFor="format">Format</label>
          <FormatSelect
            formats={formats}
            id="format"
            name="format"
            defaultValue={state.format}
            aria-invalid={state.errors?.format ? true : undefined}
          />
          {error("format")}
        </div>
        <div className="field">
          <label htmlFor="date">Date (optional)</label>
          <p id="date-hint" className="muted">
            The format&apos;s rules change over time: pick an event&apos;s day to check against the rules in force then.
            Empty means today.
          </p>
          <input
            id="date"
            name="date"
            type="date"
            defaultValue={state.date}
            aria-describedby={state.errors?.date ? "date-hint date-error" : "date-hint"}
            aria-invalid={state.errors?.date ? true : undefined}
          />
          {error("date")}
        </div>
        <button type="submit" disabled={pending}>
          {pending ? "Checking…" : "Check deck"}
        </button>
      </form>
      {state.result && (
        <div className="check-result" aria-live="polite" ref={answer} tabIndex={-1}>
          <VerdictPanel
            verdict={state.result.verdict}
            cards={state.result.cards}
            targets={state.result.targets}
            formatName={state.result.formatName}
          />
          {state.result.formatRevision && (
            <p className="muted" data-testid="format-revision">
              Checked against {state.result.formatName} as revised on {formatIsoDate(state.result.formatRevision)}.
            </p>
          )}
          {offline?.result && (
            <p className="muted" data-testid="checked-offline">
              Checked offline, with the catalogue and formats this browser kept.
            </p>
          )}
          {/* The verdict names each unknown card with the names it may stand for: "Not understood" holds the rest. */}
          <DecklistIssues unknown={[]} problems={state.result.problems} />
        </div>
      )}
    </>
  );
}
