"use client";
// A review's likes: a count for visitors, for the review's author and for a player suspended from posting, a button
// for any other signed-in player.
import { useState } from "react";
import { useReviewViewer } from "./ReviewViewer";

export function ReviewLikeButton({ reviewId, likes }: { reviewId: string; likes: number }) {
  const { state, actions, reload } = useReviewViewer();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const count = `${likes} ${likes === 1 ? "like" : "likes"}`;
  if (state.kind !== "ready" || state.viewer.own?.id === reviewId || state.viewer.suspended)
    return <span className="muted">{count}</span>;
  const liked = state.viewer.liked.includes(reviewId);

  async function toggle() {
    setPending(true);
    const form = new FormData();
    form.set("reviewId", reviewId);
    form.set("liked", String(!liked));
    try {
      const result = await actions.likeReviewAction(null, form);
      setFailed(!result.ok);
      if (result.ok) reload();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  return (
    <span className="review-like">
      <button type="button" aria-pressed={liked} disabled={pending} onClick={toggle}>
        {liked ? "Liked" : "Like"}
      </button>{" "}
      <span className="muted">{count}</span>
      {failed ? (
        <span role="alert" className="auth-error">
          {" "}
          That did not go through. Try again.
        </span>
      ) : null}
    </span>
  );
}
