// Review inputs, shared by the review form and the server. Pure: runs in the browser too. A review is written in the
// comments' Markdown, within the same limits.
import { z } from "zod";
import { commentBodySchema } from "@/lib/comments/schemas";

/** The review form's field: what writing and editing a review read. */
export const reviewFormSchema = z.object({ body: commentBodySchema });
