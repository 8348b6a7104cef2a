// The /check verdict without a network: the same reading, matching and engine
// as the server (lib/decklists), against the offline bundle. Pure.
import type { CheckInput } from "../decklists/check-form";
import { judgeDecklist } from "../decklists/judge";
import { matchDecklist } from "../decklists/match";
import { readDecklistText } from "../decklists/read-text";
import { toDecklistReport, type DecklistReport } from "../decklists/report";
import { noRevisionInForce, unknownFormat } from "../formats/format-errors";
import { revisionOn } from "../formats/revisions";
import { todayIso } from "../rules/dates";
import { formatAt, type Format } from "../rules/format";
import { bundleLookup } from "./bundle-lookup";
import type { OfflineBundle } from "./bundle-types";

/** The format under the revision in force on `on`; bad input as the server words it. */
function formatOn(bundle: OfflineBundle, id: string, on: string): Format {
  const format = bundle.formats.find((f) => f.id === id);
  if (!format)
    throw unknownFormat(
      id,
      bundle.formats.map((f) => f.id),
    );
  const revision = revisionOn(format.revisions, on);
  if (!revision) {
    const first = format.revisions[0]?.effective;
    throw noRevisionInForce({ name: format.name, on, ...(first ? { firstOn: first } : {}) });
  }
  return formatAt(format, revision);
}

export async function checkDecklistOffline(options: {
  bundle: OfflineBundle;
  input: CheckInput;
}): Promise<DecklistReport> {
  const { bundle, input } = options;
  const format = formatOn(bundle, input.format, input.date ?? todayIso());
  const parsed = readDecklistText(input.decklist);
  const resolved = await matchDecklist({ entries: parsed.entries, lookup: bundleLookup(bundle) });
  return toDecklistReport(judgeDecklist({ format, resolved, problems: parsed.problems }));
}
