"use client";
// The signed-in player's review form under a card's reviews: write one, or edit or delete their own. Signed out it
// offers to sign in; a suspended player is told once that they can still read. A review an admin hid is missing from
// the shared list: its author sees it here, with the reason, and may delete it but not edit it.
import Link from "next/link";
import { useState } from "react";
import { CommentActionForm } from "@/components/comments/CommentActionForm";
import { MAX_COMMENT_LENGTH } from "@/lib/comments/limits";
import { useReviewViewer } from "./ReviewViewer";
import "./reviews.css";

const HINT = "Markdown; [[Card Name]] links to a card. One review per card: you can edit it later.";

export function ReviewForm({ signInHref }: { signInHref: string }) {
  const { state, actions, cardId, reload } = useReviewViewer();
  const [open, setOpen] = useState<"edit" | "delete" | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const done = (message: string) => {
    setOpen(null);
    setSaid(message);
    reload();
  };
  if (state.kind === "loading") return null;
  if (state.kind === "failed") return <p className="muted">Your review could not be loaded. Reload to try again.</p>;
  if (state.kind === "signed-out")
    return (
      <p className="muted">
        <Link href={signInHref}>Sign in to review this card</Link>
      </p>
    );
  const { viewer } = state;
  const status = said ? (
    <p role="status" className="muted">
      {said}
    </p>
  ) : null;
  const hidden =
    viewer.own && viewer.own.hiddenReason !== null ? (
      <div className="review-hidden">
        <p className="comment-hidden-note">Hidden by an admin, only you see it: {viewer.own.hiddenReason}</p>
        <blockquote>{viewer.own.body}</blockquote>
      </div>
    ) : null;
  if (viewer.suspended)
    return (
      <>
        {hidden}
        <p className="muted">Your account is suspended from posting; you can still read reviews.</p>
      </>
    );
  if (!viewer.own)
    return (
      <>
        {status}
        <CommentActionForm
          id="new-review"
          action={actions.writeReviewAction}
          hidden={{ cardId: String(cardId) }}
          fields={[{ name: "body", label: "Your review", kind: "textarea", maxLength: MAX_COMMENT_LENGTH, hint: HINT }]}
          check="comment"
          submitLabel="Post review"
          onDone={done}
        />
      </>
    );
  const cancel = (
    <button type="button" onClick={() => setOpen(null)}>
      Cancel
    </button>
  );
  return (
    <div className="comment-controls">
      {hidden}
      <div className="comment-buttons">
        <span className="muted">Your review:</span>
        {hidden ? null : (
          <button type="button" className="link-button" aria-expanded={open === "edit"} onClick={() => setOpen("edit")}>
            Edit
          </button>
        )}
        <button
          type="button"
          className="link-button"
          aria-expanded={open === "delete"}
          onClick={() => setOpen("delete")}
        >
          Delete
        </button>
      </div>
      {open === "edit" ? (
        <CommentActionForm
          id="edit-review"
          action={actions.editReviewAction}
          hidden={{ reviewId: viewer.own.id }}
          fields={[
            {
              name: "body",
              label: "Your review",
              kind: "textarea",
              defaultValue: viewer.own.body,
              maxLength: MAX_COMMENT_LENGTH,
            },
          ]}
          check="comment"
          submitLabel="Save"
          onDone={done}
          extra={cancel}
        />
      ) : open === "delete" ? (
        <CommentActionForm
          id="delete-review"
          action={actions.deleteReviewAction}
          hidden={{ reviewId: viewer.own.id }}
          fields={[]}
          submitLabel="Delete review"
          danger
          onDone={done}
          extra={cancel}
        />
      ) : null}
      {status}
    </div>
  );
}
