// Comment inputs, shared by the comment form and the server. Pure: runs in the browser too.
import { z } from "zod";
import { MAX_COMMENT_LENGTH, MAX_REASON_LENGTH } from "./limits";

/** A comment's Markdown: trimmed, not empty, bounded, and free of control characters a database or terminal chokes on. */
export const commentBodySchema = z
  .string()
  .trim()
  .min(1, "Write something first")
  .max(MAX_COMMENT_LENGTH, `At most ${MAX_COMMENT_LENGTH.toLocaleString("en")} characters`)
  .refine((body) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(body), "Remove the control characters");

/** Why a comment is reported or hidden: one short line of text. */
export const reasonSchema = z
  .string()
  .trim()
  .min(1, "Give a reason")
  .max(MAX_REASON_LENGTH, `At most ${MAX_REASON_LENGTH} characters`)
  .refine((reason) => !/[\u0000-\u001F\u007F]/.test(reason), "Remove the control characters");

/** The comment form's fields: what posting, replying and editing read. */
export const commentFormSchema = z.object({ body: commentBodySchema });

/** The report and hide forms' field. */
export const reasonFormSchema = z.object({ reason: reasonSchema });
