import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ModerationQueue } from "@/components/comments/ModerationQueue";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import { moderationQueue } from "@/lib/comments/moderation";
import { AppError } from "@/lib/http/errors";
import { reviewModerationQueue } from "@/lib/reviews/moderation";
import { moderateCommentAction, moderateReviewAction, suspendPostingAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Reports", robots: { index: false } };

export default async function ReportsPage() {
  const user = await requireSignedIn("/admin/reports");
  // A player who is not an admin sees no sign that the page exists.
  const [comments, reviews] = await Promise.all([
    moderationQueue({ adminId: user.id }),
    reviewModerationQueue({ adminId: user.id }),
  ]).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "FORBIDDEN") notFound();
    throw error;
  });
  return (
    <article className="moderation">
      <h1>Reports</h1>
      <ModerationQueue
        comments={comments}
        reviews={reviews}
        actions={{
          moderateComment: moderateCommentAction,
          moderateReview: moderateReviewAction,
          suspend: suspendPostingAction,
        }}
      />
    </article>
  );
}
