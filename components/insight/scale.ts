// A linear scale with round tick values: enough for bar and scatter charts,
// without a charting library in the bundle.

/** A round step (1, 2 or 5 times a power of ten) giving about `ticks` ticks up to `max`. */
export function niceStep(max: number, ticks = 4): number {
  if (max <= 0) return 1;
  const raw = max / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  return Math.max(1, step);
}

/** Ticks 0, step, 2·step… up to the first at or above `max`. */
export function ticksFor(max: number, ticks = 4): number[] {
  const step = niceStep(max, ticks);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}
