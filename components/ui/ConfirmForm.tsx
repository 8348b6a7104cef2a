"use client";
// A button that asks first: it opens a dialog naming what will happen, and
// only the dialog's confirm button submits the form (a server action). For a
// destructive action the red is the confirm button's alone: the one that only
// asks stays quiet among the page's actions (red means an error elsewhere).
import { useRef, type ReactNode } from "react";
import "./ui.css";

interface Props {
  action: (form: FormData) => void | Promise<void>;
  fields: Record<string, string>;
  /** The button that opens the dialog. */
  label: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
}

export function ConfirmForm({ action, fields, label, title, children, confirmLabel, danger }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `confirm-${Object.values(fields).join("-")}-title`;
  return (
    <>
      <button type="button" className={danger ? "quiet" : undefined} onClick={() => dialog.current?.showModal()}>
        {label}
      </button>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <form action={action} className="dialog-actions">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="button" onClick={() => dialog.current?.close()} autoFocus>
            Cancel
          </button>
          <button type="submit" className={danger ? "danger" : undefined}>
            {confirmLabel}
          </button>
        </form>
      </dialog>
    </>
  );
}
