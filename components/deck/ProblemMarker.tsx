"use client";
// The small mark a deck line or search result carries when a problem in the
// legality panel concerns its card: the problem is stated there once, and the
// mark links to it.
import type { Severity } from "@/lib/rules/rule-ids";
import { violationId } from "./LegalityPanel";

export interface LineProblem {
  index: number;
  severity: Severity;
}

export function ProblemMarker({
  problem,
  name,
  onOpen,
}: {
  problem: LineProblem;
  name: string;
  onOpen: (index: number) => void;
}) {
  const label = `${name}: ${problem.severity === "error" ? "a problem" : "a warning"}, see Legality`;
  return (
    <a
      href={`#${violationId(problem.index)}`}
      className={`problem-marker ${problem.severity}`}
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.preventDefault();
        onOpen(problem.index);
      }}
    >
      {problem.severity === "error" ? "!" : "?"}
    </a>
  );
}
