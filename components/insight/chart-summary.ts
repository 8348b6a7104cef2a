// One sentence a screen reader reads for each chart, with its largest values.
import { categoryTotals, type BarChartData, type ScatterChartData } from "@/lib/insight/chart-data";

export function barSummary(chart: BarChartData): string {
  const totals = categoryTotals(chart);
  const total = totals.reduce((a, b) => a + b, 0);
  if (total === 0) return `${chart.title}: nothing to show.`;
  const top = Math.max(...totals);
  const most = chart.categories.filter((_, i) => totals[i] === top);
  const where = `${chart.categoryLabel.toLowerCase()} ${most.join(", ")}`;
  return `${chart.title}: ${total} ${chart.valueLabel.toLowerCase()} in ${chart.categories.length} ${chart.categories.length === 1 ? "group" : "groups"}; the most, ${top}, at ${where}.`;
}

export function scatterSummary(chart: ScatterChartData): string {
  const count = chart.points.reduce((sum, p) => sum + p.count, 0);
  if (count === 0) return `${chart.title}: nothing to show.`;
  const xs = chart.points.map((p) => p.x);
  const ys = chart.points.map((p) => p.y);
  return `${chart.title}: ${count} contracts, ${chart.xLabel.toLowerCase()} ${Math.min(...xs)} to ${Math.max(...xs)}, ${chart.yLabel.toLowerCase()} ${Math.min(...ys)} to ${Math.max(...ys)}.`;
}
