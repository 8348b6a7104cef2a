// The /check form answered in the browser when the network is gone: the
// bundle the service worker kept, then the same checks as the server. Loaded
// only when needed, so the page's first load carries none of the engine.
import { answerCheckForm } from "@/lib/decklists/check-form";
import type { CheckState } from "@/lib/decklists/forms";
import { loadBundle } from "@/components/offline/load-bundle";
import { checkDecklistOffline } from "@/lib/offline/check-offline";

export async function answerOffline(previous: CheckState, form: FormData): Promise<CheckState> {
  const bundle = await loadBundle();
  if (bundle) return answerCheckForm(previous, form, (input) => checkDecklistOffline({ bundle, input }));
  return {
    ...previous,
    decklist: String(form.get("decklist") ?? ""),
    submission: previous.submission + 1,
    result: undefined,
    errors: { decklist: "You are offline and this browser has no copy of the catalogue yet: check again when online." },
  };
}
