// A card's reviews as the API answers them. Pure.
import { z } from "zod";
import { isoDateTime } from "./common";

export const cardReviewSchema = z.object({
  id: z.string(),
  author: z.string().nullable().meta({ description: "The reviewer's handle; null for a deleted account." }),
  markdown: z.string().meta({
    description: "Markdown (rendered on the site without raw HTML); [[Card Name]] references are links to their card.",
  }),
  likes: z.int().min(0),
  createdAt: isoDateTime,
  editedAt: isoDateTime.nullable(),
  url: z.url().meta({ description: "The reviewer's review on the card page." }),
});
