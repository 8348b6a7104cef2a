// The simulator's state as it travels in a URL (?seed=…&players=…&draws=…):
// one schema for the page that reads it and the component that writes it.
import { z } from "zod";
import { MAX_PLAYERS } from "./deal";
import { SEED_PATTERN } from "./seeded-random";

export const dealStateSchema = z.object({
  seed: z.string().trim().regex(SEED_PATTERN, "must be 1 to 64 letters, digits, '-' or '_'"),
  players: z.coerce.number().int().min(1).max(MAX_PLAYERS).default(2),
  draws: z.coerce.number().int().min(0).max(200).default(0),
});
export type DealState = z.infer<typeof dealStateSchema>;
