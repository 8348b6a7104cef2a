// What a deck server action answers: a value, or an error the form can show.
// Thrown errors lose their message in production, so expected ones are returned.
import { ZodError } from "zod";
import { AppError, type AppErrorCode } from "@/lib/http/errors";

export interface ActionError {
  code: AppErrorCode;
  message: string;
  /** CONFLICT: the version now stored, for "Keep mine". */
  currentVersion?: number;
  issues?: { field: string; message: string }[];
}
export type ActionResult<T> = { ok: true; value: T } | { ok: false; error: ActionError };

export async function toActionResult<T>(run: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof ZodError) {
      const issues = error.issues.map((i) => ({ field: i.path.join(".") || "(form)", message: i.message }));
      return { ok: false, error: { code: "INVALID_INPUT", message: issues.map((i) => `${i.field}: ${i.message}`).join("; "), issues } };
    }
    if (error instanceof AppError) return { ok: false, error: { code: error.code, message: error.message, ...error.details } };
    throw error;
  }
}
