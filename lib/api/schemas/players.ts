// A player's public profile as the API answers it. Pure.
import { z } from "zod";
import { handleSchema } from "../../players/handle";
import { isoDateTime } from "./common";

export const handleParamsSchema = z.object({
  handle: handleSchema.meta({ description: "The player's handle (any case)." }),
});

export const publicProfileSchema = z.object({
  handle: z.string(),
  bio: z.string().meta({ description: "Markdown (rendered on the site without raw HTML)." }),
  joined: isoDateTime,
  likesReceived: z.int().meta({ description: "Likes on their public decks." }),
  url: z.url().meta({ description: "The profile page." }),
  decks: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        format: z.string(),
        likes: z.int(),
        createdAt: isoDateTime,
        url: z.url(),
      }),
    )
    .meta({ description: "Their public decks, newest first (at most 100)." }),
});
