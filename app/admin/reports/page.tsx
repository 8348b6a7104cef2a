import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ModerationQueue } from "@/components/comments/ModerationQueue";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import { AppError } from "@/lib/http/errors";
import { moderationQueue } from "@/lib/moderation/queue";
import { moderateCommentAction, moderateReviewAction, suspendPostingAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Reports", robots: { index: false } };

export default async function ReportsPage() {
  const user = await requireSignedIn("/admin/reports");
  // A player who is not an admin sees no sign that the page exists.
  const queue = await moderationQueue({ adminId: user.id }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "FORBIDDEN") notFound();
    throw error;
  });
  return (
    <article className="moderation">
      <h1>Reports</h1>
      <ModerationQueue
        queue={queue}
        actions={{
          moderateComment: moderateCommentAction,
          moderateReview: moderateReviewAction,
          suspend: suspendPostingAction,
        }}
      />
    </article>
  );
}
