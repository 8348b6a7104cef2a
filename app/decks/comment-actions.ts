"use server";
// Comment mutations from the deck page's forms: parse with zod → requireUser → lib/comments (which checks who may, in
// its queries) → an ActionResult the form shows, with the page read again in the same answer when one succeeds.
import { refresh } from "next/cache";
import { z } from "zod";
import { requireUser } from "@/lib/auth/current-user";
import { deleteComment, editComment } from "@/lib/comments/change-comment";
import { reportComment } from "@/lib/comments/moderation";
import { postComment } from "@/lib/comments/post-comment";
import { commentFormSchema, reasonFormSchema } from "@/lib/comments/schemas";
import { toActionResult, type ActionResult } from "@/lib/http/action-result";
import { parsedAction, takesAnswerAndForm } from "@/lib/http/action-input";

const id = z.string().trim().min(1).max(40);
const postSchema = commentFormSchema.extend({
  deckId: id,
  parentId: z.union([id, z.literal("")]).optional(),
});
const commentIdSchema = z.object({ commentId: id });

export const postCommentAction = parsedAction(
  takesAnswerAndForm,
  async function postCommentAction(_previous: ActionResult<string> | null, form: FormData) {
    return toActionResult(async () => {
      const input = postSchema.parse(Object.fromEntries(form));
      const user = await requireUser();
      await postComment({ deckId: input.deckId, userId: user.id, body: input.body, parentId: input.parentId || null });
      refresh();
      return input.parentId ? "Reply posted." : "Comment posted.";
    });
  },
);

export const editCommentAction = parsedAction(
  takesAnswerAndForm,
  async function editCommentAction(_previous: ActionResult<string> | null, form: FormData) {
    return toActionResult(async () => {
      const input = commentIdSchema.merge(commentFormSchema).parse(Object.fromEntries(form));
      const user = await requireUser();
      await editComment({ commentId: input.commentId, userId: user.id, body: input.body });
      refresh();
      return "Comment saved.";
    });
  },
);

export const deleteCommentAction = parsedAction(
  takesAnswerAndForm,
  async function deleteCommentAction(_previous: ActionResult<string> | null, form: FormData) {
    return toActionResult(async () => {
      const input = commentIdSchema.parse(Object.fromEntries(form));
      const user = await requireUser();
      await deleteComment({ commentId: input.commentId, userId: user.id });
      refresh();
      return "Comment deleted.";
    });
  },
);

export const reportCommentAction = parsedAction(
  takesAnswerAndForm,
  async function reportCommentAction(_previous: ActionResult<string> | null, form: FormData) {
    return toActionResult(async () => {
      const input = commentIdSchema.merge(reasonFormSchema).parse(Object.fromEntries(form));
      const user = await requireUser();
      await reportComment({ commentId: input.commentId, userId: user.id, reason: input.reason });
      refresh();
      return "Thank you: an admin will look at it.";
    });
  },
);
