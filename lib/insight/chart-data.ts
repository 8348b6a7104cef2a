// The shapes every deck chart comes in: plain series a component draws as SVG
// and lists as a table, so the picture and its text equivalent show the same numbers.

export interface BarSeries {
  key: string;
  label: string;
  /** One value per category. */
  values: number[];
}

/** Bars by category; several series stack in each bar. */
export interface BarChartData {
  id: string;
  title: string;
  /** What the categories are ("Cost") and what the values count ("Cards"). */
  categoryLabel: string;
  valueLabel: string;
  categories: string[];
  series: BarSeries[];
}

export interface ScatterPoint {
  x: number;
  y: number;
  /** How many cards sit on this point, and their names. */
  count: number;
  names: string[];
}

export interface ScatterChartData {
  id: string;
  title: string;
  xLabel: string;
  yLabel: string;
  points: ScatterPoint[];
}

/** The total of each category over every series. */
export function categoryTotals(chart: BarChartData): number[] {
  return chart.categories.map((_, i) => chart.series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
}

/** Categories 0 … max of a whole-number statistic, so empty steps show as gaps. */
export function numberCategories(values: Iterable<number>): number[] {
  let max = -1;
  for (const v of values) if (v > max) max = v;
  return Array.from({ length: max + 1 }, (_, i) => i);
}

/** Counts by key, in the order the keys are given. */
export function countBy<T>(
  keys: readonly string[],
  items: Iterable<T>,
  keyOf: (item: T) => string | null,
  weight: (item: T) => number,
): number[] {
  const index = new Map(keys.map((k, i) => [k, i]));
  const counts = keys.map(() => 0);
  for (const item of items) {
    const i = index.get(keyOf(item) ?? "");
    if (i !== undefined) counts[i]! += weight(item);
  }
  return counts;
}
