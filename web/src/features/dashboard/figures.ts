import type { PrometheusAnswer } from '@mamt/contract';

/** A sample's value; undefined when Prometheus wrote NaN or ±Inf, so that no card shows it as a number. */
export function sampleValue(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** The value of an instant answer (its first series): undefined when there is none. */
export function instantValue(answer: PrometheusAnswer | undefined): number | undefined {
  return sampleValue(answer?.data.result[0]?.value?.[1]);
}

/** One line of a chart: its key in the rows, the label it stands for (a mount point, a device), its latest value. */
export type ChartSeries = { key: string; label: string; latest: number | undefined };

/** One time of a chart (Unix milliseconds), with each series' value then (null: a gap). */
export type ChartRow = { at: number } & Record<string, number | null>;

export type ChartFigure = { series: ChartSeries[]; rows: ChartRow[]; latestAt: number | undefined };

/**
 * A range answer as a line chart: one row per time, one column per series. Columns are named s0,
 * s1... rather than after their label, since the chart reads a dotted key as a path and a mount
 * point or a device name may hold dots. A missing or NaN point is a gap, never a zero.
 */
export function chartOf(answer: PrometheusAnswer | undefined, labelName: string): ChartFigure {
  const results = [...(answer?.data.result ?? [])].sort((a, b) => (a.metric[labelName] ?? '').localeCompare(b.metric[labelName] ?? ''));
  const byTime = new Map<number, ChartRow>();
  const series = results.map((result, index): ChartSeries => {
    const key = `s${index}`;
    let latest: number | undefined;
    for (const [seconds, text] of result.values ?? []) {
      const at = Math.round(seconds * 1000);
      const row = byTime.get(at) ?? ({ at } as ChartRow);
      const value = sampleValue(text);
      row[key] = value ?? null;
      byTime.set(at, row);
      if (value !== undefined) latest = value;
    }
    return { key, label: result.metric[labelName] ?? '', latest };
  });
  const rows = [...byTime.values()].sort((a, b) => a.at - b.at);
  // A series missing at some time is a gap there too.
  for (const row of rows) for (const { key } of series) row[key] ??= null;
  return { series, rows, latestAt: rows.at(-1)?.at };
}
