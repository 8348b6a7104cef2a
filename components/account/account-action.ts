import type { FormResult } from "@/lib/auth/form-result";

/** A server action behind one of the account forms, handed down by the page. */
export type AccountAction = (previous: FormResult | null, form: FormData) => Promise<FormResult>;
