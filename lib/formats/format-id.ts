// A format's id as every boundary reads it (forms, the API, deck schemas). Pure.
import { z } from "zod";

export const DEFAULT_FORMAT_ID = "standard";

export const formatIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Choose a format")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "is a format id such as 'standard'");
