// What an account form's server action answers: done (with a message to show)
// or errors by field ("form" for the form as a whole). Thrown errors lose their
// message in production, so expected ones are returned.
import { ZodError } from "zod";
import { AppError } from "@/lib/http/errors";
import { fieldErrors } from "./schemas";

export type FormResult = { ok: true; message: string } | { ok: false; errors: Record<string, string> };

export async function toFormResult(run: () => Promise<string>): Promise<FormResult> {
  try {
    return { ok: true, message: await run() };
  } catch (error) {
    if (error instanceof ZodError) return { ok: false, errors: fieldErrors(error) };
    if (error instanceof AppError) {
      const field = typeof error.details?.field === "string" ? error.details.field : "form";
      return { ok: false, errors: { [field]: error.message } };
    }
    throw error;
  }
}
