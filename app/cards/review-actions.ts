"use server";
// Review mutations from the card page's island: parse with zod → requireUser → lib/reviews (which checks who may, in
// its queries) → an ActionResult the form shows, with the card's page read again in the same answer.
import { updateTag } from "next/cache";
import { z } from "zod";
import { requireUser } from "@/lib/auth/current-user";
import { cardReviewsTag } from "@/lib/cache/tags";
import { toActionResult, type ActionResult } from "@/lib/http/action-result";
import { reasonFormSchema } from "@/lib/comments/schemas";
import { setReviewLike } from "@/lib/reviews/like-review";
import { reportReview } from "@/lib/reviews/moderation";
import { reviewViewer, type ReviewViewer } from "@/lib/reviews/review-viewer";
import { reviewFormSchema } from "@/lib/reviews/schemas";
import { deleteReview, editReview, writeReview } from "@/lib/reviews/write-review";
import { parsedAction, takesAnswerAndForm, takesInput } from "@/lib/http/action-input";

const id = z.string().trim().min(1).max(40);
const cardId = z.coerce.number().int().positive().max(2_147_483_647);
const reviewIdSchema = z.object({ reviewId: id });

/**
 * Drops the card's page in this worker at once, so the action's answer carries the page with the change: a reading
 * after it could reach the site's other worker before the database tells it (lib/reviews marks the tag for all).
 */
function showChangedReviews({ cardId }: { cardId: number }): void {
  updateTag(cardReviewsTag(cardId));
}

export const writeReviewAction = parsedAction(
  takesAnswerAndForm,
  async function writeReviewAction(_previous: ActionResult<string> | null, form: FormData) {
    return toActionResult(async () => {
      const input = reviewFormSchema.extend({ cardId }).parse(Object.fromEntries(form));
      const user = await requireUser();
      await writeReview({ cardId: input.cardId, userId: user.id, body: input.body });
      showChangedReviews(input);
      return "Review posted.";
    });
  },
);

export const editReviewAction = parsedAction(
  takesAnswerAndForm,
  async function editReviewAction(_previous: ActionResult<string> | null, form: FormData) {
    return toActionResult(async () => {
      const input = reviewIdSchema.merge(reviewFormSchema).parse(Object.fromEntries(form));
      const user = await requireUser();
      showChangedReviews(await editReview({ reviewId: input.reviewId, userId: user.id, body: input.body }));
      return "Review saved.";
    });
  },
);

export const deleteReviewAction = parsedAction(
  takesAnswerAndForm,
  async function deleteReviewAction(_previous: ActionResult<string> | null, form: FormData) {
    return toActionResult(async () => {
      const input = reviewIdSchema.parse(Object.fromEntries(form));
      const user = await requireUser();
      showChangedReviews(await deleteReview({ reviewId: input.reviewId, userId: user.id }));
      return "Review deleted.";
    });
  },
);

export const likeReviewAction = parsedAction(
  takesAnswerAndForm,
  async function likeReviewAction(_previous: ActionResult<string> | null, form: FormData) {
    return toActionResult(async () => {
      const input = reviewIdSchema.extend({ liked: z.enum(["true", "false"]) }).parse(Object.fromEntries(form));
      const user = await requireUser();
      showChangedReviews(
        await setReviewLike({ reviewId: input.reviewId, userId: user.id, liked: input.liked === "true" }),
      );
      return input.liked === "true" ? "Liked." : "Like taken back.";
    });
  },
);

export const reportReviewAction = parsedAction(
  takesAnswerAndForm,
  async function reportReviewAction(_previous: ActionResult<string> | null, form: FormData) {
    return toActionResult(async () => {
      const input = reviewIdSchema.merge(reasonFormSchema).parse(Object.fromEntries(form));
      const user = await requireUser();
      await reportReview({ reviewId: input.reviewId, userId: user.id, reason: input.reason });
      return "Thank you: an admin will look at it.";
    });
  },
);

/** The signed-in player's side of a card's reviews, for the cached card page's island. */
export const reviewViewerAction = parsedAction(takesInput, async function reviewViewerAction(input: unknown): Promise<
  ActionResult<ReviewViewer>
> {
  return toActionResult(async () => {
    const { cardId: card } = z.object({ cardId }).parse(input);
    const user = await requireUser();
    return reviewViewer({ cardId: card, userId: user.id });
  });
});
