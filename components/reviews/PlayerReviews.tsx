// A player's card reviews on their profile, newest first, a page at a time (`?reviews=N`).
import { Pagination } from "@/components/ui/Pagination";
import { listReviewsByAuthor } from "@/lib/reviews/list-reviews";
import { ReviewItem } from "./ReviewItem";
import "@/components/comments/comments.css";

export async function PlayerReviews({ handle, page }: { handle: string; page: string | string[] | undefined }) {
  const {
    reviews,
    total,
    pageCount,
    page: current,
  } = await listReviewsByAuthor({
    handle,
    page: Number(typeof page === "string" ? page : 1),
  });
  const base = `/u/${encodeURIComponent(handle)}`;
  return (
    <section className="comments" id="reviews" aria-labelledby="profile-reviews">
      <h2 id="profile-reviews">
        Card reviews <span className="muted">({total})</span>
      </h2>
      {reviews.length === 0 ? (
        <p className="muted">No card reviews yet.</p>
      ) : (
        <ol className="comment-list">
          {reviews.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              byCard
              likes={<span className="muted">{`${review.likes} ${review.likes === 1 ? "like" : "likes"}`}</span>}
            />
          ))}
        </ol>
      )}
      <Pagination page={current} pageCount={pageCount} href={(p) => `${base}${p > 1 ? `?reviews=${p}` : ""}#reviews`} />
    </section>
  );
}
