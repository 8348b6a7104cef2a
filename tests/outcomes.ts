// How integration tests read what a domain function or a server action answered: "ok"/"resolved", or the code of the
// refusal (AppError's code, or the error's name for one that has none, such as a ZodError).

/** What a form action answered: "ok", or the refusal's code. */
export const outcomeCode = (result: { ok: true } | { ok: false; error: { code: string } }): string =>
  result.ok ? "ok" : result.error.code;

/** What a call to lib/ came to: "resolved", or the code of what it threw. */
export const refusalCode = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => "resolved",
    (e: { code?: string; name?: string }) => e.code ?? e.name ?? "rejected",
  );
