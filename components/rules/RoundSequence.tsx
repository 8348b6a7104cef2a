// The round sequence appendix: every phase, in order, with its stages.
import type { GlossaryEntry } from "@/lib/generated/prisma/client";
import { GlossaryEntryView } from "./GlossaryEntryView";

export function RoundSequence({
  phases,
  titles,
  level,
}: {
  phases: GlossaryEntry[];
  titles: ReadonlyMap<string, string>;
  level: number;
}) {
  return (
    <div className="round-sequence">
      {phases.map((phase) => (
        <GlossaryEntryView key={phase.anchor} entry={phase} level={level} titles={titles} />
      ))}
    </div>
  );
}
