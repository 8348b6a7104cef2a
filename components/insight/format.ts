// How the insight components write numbers: probabilities as percentages that
// never round a possibility to 0% or a near-certainty to 100%.

export function formatPercent(p: number): string {
  if (p >= 1) return "100%";
  if (p <= 0) return "0%";
  if (p > 0.999) return ">99.9%";
  if (p < 0.001) return "<0.1%";
  return `${(p * 100).toFixed(1)}%`;
}

/** The heading of each odds column: the opening hand, then each draw after it. */
export function columnLabels(cardsSeen: readonly number[]): string[] {
  return cardsSeen.map((n, i) => (i === 0 ? `Opening hand (${n})` : `Draw ${i}`));
}
