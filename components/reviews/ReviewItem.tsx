// One review as it is listed: who wrote it (or "a deleted player"), when, its Markdown, its likes and, on the card
// page, the viewer's controls. `byCard` names the card instead of the author, for a player's list on their profile.
import Link from "next/link";
import { CommentBody } from "@/components/comments/CommentBody";
import { PlayerLink } from "@/components/ui/PlayerLink";
import type { ShownReview } from "@/lib/reviews/list-reviews";
import { Instant } from "@/components/ui/Instant";

export function ReviewItem({
  review,
  byCard,
  likes,
  controls,
}: {
  review: ShownReview;
  byCard?: boolean;
  likes: React.ReactNode;
  controls?: React.ReactNode;
}) {
  return (
    <li id={`review-${review.id}`} className="comment review">
      <p className="comment-meta">
        {byCard ? (
          <Link href={`/cards/${encodeURIComponent(review.card.slug)}`}>{review.card.name}</Link>
        ) : review.author ? (
          <PlayerLink handle={review.author} />
        ) : (
          <span>a deleted player</span>
        )}
        <span className="muted">
          {" · "}
          <Instant at={review.createdAt} />
          {review.editedAt ? " · edited" : null}
        </span>
      </p>
      <CommentBody markdown={review.markdown} />
      <p className="comment-meta">{likes}</p>
      {controls}
    </li>
  );
}
