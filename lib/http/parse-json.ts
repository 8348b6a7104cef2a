// JSON from a request, without a throw for the caller to catch: every
// boundary that reads JSON turns "not JSON" into its own 400. Pure.

export type ParsedJson = { ok: true; value: unknown } | { ok: false; reason: string };

export function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}
