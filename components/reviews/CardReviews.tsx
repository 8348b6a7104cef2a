// A card's reviews on its cached page: the most liked first, then the newest. The list is the same for everyone
// (kept under the card's review tag); the like buttons and the player's form are islands that ask who is signed in.
import { cachedCardReviews } from "@/lib/reviews/list-reviews";
import { ReviewForm } from "./ReviewForm";
import { ReviewItem } from "./ReviewItem";
import { ReviewLikeButton } from "./ReviewLikeButton";
import { ReviewReport } from "./ReviewReport";
import { ReviewViewerProvider, type ReviewActions } from "./ReviewViewer";
import "@/components/comments/comments.css";

export async function CardReviews({ cardId, slug, actions }: { cardId: number; slug: string; actions: ReviewActions }) {
  const { reviews, total } = await cachedCardReviews({ cardId });
  return (
    <section className="comments" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">
        Reviews <span className="muted">({total})</span>
      </h2>
      <ReviewViewerProvider cardId={cardId} actions={actions}>
        {reviews.length > 0 ? (
          <ol className="comment-list">
            {reviews.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                likes={<ReviewLikeButton reviewId={review.id} likes={review.likes} />}
                controls={<ReviewReport reviewId={review.id} />}
              />
            ))}
          </ol>
        ) : (
          <p className="muted">No reviews yet.</p>
        )}
        {total > reviews.length ? (
          <p className="muted">
            The {reviews.length} most liked of {total} reviews.
          </p>
        ) : null}
        <ReviewForm signInHref={`/signin?callbackUrl=${encodeURIComponent(`/cards/${slug}#reviews`)}`} />
      </ReviewViewerProvider>
    </section>
  );
}
