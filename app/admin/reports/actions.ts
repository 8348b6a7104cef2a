"use server";
// Moderation from /admin/reports: parse with zod → requireUser → lib/comments or lib/reviews (which check the admin
// role in the same transaction as the write) → an ActionResult the form shows, with the page read again in the same
// answer when one succeeds.
import { refresh } from "next/cache";
import { z } from "zod";
import { requireUser } from "@/lib/auth/current-user";
import { moderateComment, setPostingSuspension } from "@/lib/comments/moderation";
import { moderateReview } from "@/lib/reviews/moderation";
import { toActionResult, type ActionResult } from "@/lib/http/action-result";
import { parsedAction, takesAnswerAndForm } from "@/lib/http/action-input";

const flag = z.enum(["true", "false"]).transform((v) => v === "true");
const moderateSchema = z.object({
  commentId: z.string().trim().min(1).max(40),
  hidden: flag,
  reason: z.string().optional(),
});
const moderateReviewSchema = moderateSchema.omit({ commentId: true }).extend({
  reviewId: z.string().trim().min(1).max(40),
});
const suspendSchema = z.object({
  handle: z.string().trim().min(1, "Give the player's handle").max(40),
  suspended: flag,
  reason: z.string().optional(),
});

export const moderateCommentAction = parsedAction(
  takesAnswerAndForm,
  async function moderateCommentAction(_previous: ActionResult<string> | null, form: FormData) {
    return toActionResult(async () => {
      const input = moderateSchema.parse(Object.fromEntries(form));
      const user = await requireUser();
      await moderateComment({ adminId: user.id, ...input });
      refresh();
      return input.hidden ? "Comment hidden." : "Comment shown again.";
    });
  },
);

export const moderateReviewAction = parsedAction(
  takesAnswerAndForm,
  async function moderateReviewAction(_previous: ActionResult<string> | null, form: FormData) {
    return toActionResult(async () => {
      const input = moderateReviewSchema.parse(Object.fromEntries(form));
      const user = await requireUser();
      await moderateReview({ adminId: user.id, ...input });
      refresh();
      return input.hidden ? "Review hidden." : "Review shown again.";
    });
  },
);

export const suspendPostingAction = parsedAction(
  takesAnswerAndForm,
  async function suspendPostingAction(_previous: ActionResult<string> | null, form: FormData) {
    return toActionResult(async () => {
      const input = suspendSchema.parse(Object.fromEntries(form));
      const user = await requireUser();
      await setPostingSuspension({ adminId: user.id, ...input });
      refresh();
      return input.suspended
        ? `${input.handle} may no longer post comments or reviews.`
        : `${input.handle} may post again.`;
    });
  },
);
