"use client";
// The viewer's buttons under a comment (reply, edit, delete, report), each opening its small form in place; one
// open at a time. Rendered on the server only for a signed-in viewer: a kept page holds none of them.
import { useState } from "react";
import { MAX_COMMENT_LENGTH, MAX_REASON_LENGTH } from "@/lib/comments/limits";
import { CommentActionForm, type CommentAction } from "./CommentActionForm";

type Open = "reply" | "edit" | "delete" | "report" | null;

interface Props {
  commentId: string;
  deckId: string;
  /** The text to edit, when the viewer may still edit it. */
  source: string | null;
  canReply: boolean;
  canDelete: boolean;
  canReport: boolean;
  actions: { post: CommentAction; edit: CommentAction; delete: CommentAction; report: CommentAction };
}

export function CommentControls({ commentId, deckId, source, canReply, canDelete, canReport, actions }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const [said, setSaid] = useState<string | null>(null);
  const toggle = (which: Exclude<Open, null>) => () => {
    setSaid(null);
    setOpen(open === which ? null : which);
  };
  const close = () => setOpen(null);
  const closeSaying = (message: string) => {
    setOpen(null);
    setSaid(message);
  };
  const cancel = (
    <button type="button" onClick={close}>
      Cancel
    </button>
  );
  const id = `c-${commentId}`;
  const buttons: [Exclude<Open, null>, string, boolean][] = [
    ["reply", "Reply", canReply],
    ["edit", "Edit", source !== null],
    ["delete", "Delete", canDelete],
    ["report", "Report", canReport],
  ];
  if (!buttons.some(([, , shown]) => shown)) return null;
  return (
    <div className="comment-controls">
      <div className="comment-buttons">
        {buttons.map(([which, label, shown]) =>
          shown ? (
            <button
              key={which}
              type="button"
              className="link-button"
              aria-expanded={open === which}
              onClick={toggle(which)}
            >
              {label}
            </button>
          ) : null,
        )}
      </div>
      {open === "reply" ? (
        <CommentActionForm
          id={`${id}-reply`}
          action={actions.post}
          hidden={{ deckId, parentId: commentId }}
          fields={[{ name: "body", label: "Your reply", kind: "textarea", maxLength: MAX_COMMENT_LENGTH }]}
          check="comment"
          submitLabel="Post reply"
          onDone={close}
          extra={cancel}
        />
      ) : open === "edit" && source !== null ? (
        <CommentActionForm
          id={`${id}-edit`}
          action={actions.edit}
          hidden={{ commentId }}
          fields={[
            {
              name: "body",
              label: "Your comment",
              kind: "textarea",
              defaultValue: source,
              maxLength: MAX_COMMENT_LENGTH,
            },
          ]}
          check="comment"
          submitLabel="Save"
          onDone={close}
          extra={cancel}
        />
      ) : open === "delete" ? (
        <CommentActionForm
          id={`${id}-delete`}
          action={actions.delete}
          hidden={{ commentId }}
          fields={[]}
          submitLabel="Delete comment"
          danger
          onDone={close}
          extra={cancel}
        />
      ) : open === "report" ? (
        <CommentActionForm
          id={`${id}-report`}
          action={actions.report}
          hidden={{ commentId }}
          fields={[
            { name: "reason", label: "Why should an admin look at it?", kind: "text", maxLength: MAX_REASON_LENGTH },
          ]}
          check="reason"
          submitLabel="Send report"
          onDone={closeSaying}
          extra={cancel}
        />
      ) : null}
      {said ? (
        <p role="status" className="muted">
          {said}
        </p>
      ) : null}
    </div>
  );
}
