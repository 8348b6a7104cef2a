"use client";
// "Report" under another player's review, for any signed-in player: a reason, sent to the admins (/admin/reports).
import { useState } from "react";
import { MAX_REASON_LENGTH } from "@/lib/comments/limits";
import { CommentActionForm } from "@/components/comments/CommentActionForm";
import { useReviewViewer } from "./ReviewViewer";

export function ReviewReport({ reviewId }: { reviewId: string }) {
  const { state, actions } = useReviewViewer();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  if (state.kind !== "ready" || state.viewer.own?.id === reviewId) return null;
  return (
    <div className="comment-controls">
      <div className="comment-buttons">
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          onClick={() => {
            setSaid(null);
            setOpen(!open);
          }}
        >
          Report
        </button>
      </div>
      {open ? (
        <CommentActionForm
          id={`r-${reviewId}-report`}
          action={actions.reportReviewAction}
          hidden={{ reviewId }}
          fields={[
            { name: "reason", label: "Why should an admin look at it?", kind: "text", maxLength: MAX_REASON_LENGTH },
          ]}
          check="reason"
          submitLabel="Send report"
          onDone={(message) => {
            setOpen(false);
            setSaid(message);
          }}
          extra={
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          }
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
