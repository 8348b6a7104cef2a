import type { ActionResult } from "@/lib/http/action-result";

/** A server action behind one of the account forms, handed down by the page. */
export type AccountAction = (previous: ActionResult<string> | null, form: FormData) => Promise<ActionResult<string>>;
