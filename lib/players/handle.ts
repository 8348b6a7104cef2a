// Handle and bio rules, shared by the sign-up and account forms and the server
// (a pure module: nothing from Next, Prisma or server code).
import { z } from "zod";

/** Letters, digits, "_" and "-" only: lookalike letters from other scripts never pass. */
export const HANDLE_PATTERN = /^[A-Za-z0-9_-]{3,24}$/;

/** Words that name the site's own pages or powers, refused as handles whatever their case. */
const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  "admin",
  "administrator",
  "api",
  "editor",
  "me",
  "mod",
  "moderator",
  "new",
  "null",
  "organizer",
  "root",
  "settings",
  "starport",
  "staff",
  "support",
  "system",
  "undefined",
]);

export const BIO_MAX_LENGTH = 1000;

export const handleSchema = z
  .string()
  .trim()
  .regex(HANDLE_PATTERN, "3 to 24 letters (a–z), digits, _ or -")
  .refine((handle) => !RESERVED_HANDLES.has(handle.toLowerCase()), "This handle is reserved");

const bioSchema = z.string().trim().max(BIO_MAX_LENGTH, `At most ${BIO_MAX_LENGTH} characters`);

/** The account page's profile form. */
export const profileFormSchema = z.object({ handle: handleSchema, bio: bioSchema });

/** The "choose your handle" prompt after signing in: the handle alone. */
export const chooseHandleSchema = z.object({ handle: handleSchema });

/** Roles beyond "player" (which everyone is), as the command line names them. */
export const ROLE_NAMES = { editor: "EDITOR", admin: "ADMIN" } as const;
export type RoleName = keyof typeof ROLE_NAMES;
