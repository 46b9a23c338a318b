import type { SpeedDeviceChoice } from '@/features/staff/api/speed-filters-schema';
import { addDays } from '@/lib/india-time';
import { VITALS_DEVICES, VITALS_THRESHOLDS, type VitalsDevice, type VitalsMetric } from '@/lib/vitals/vitals-metrics';
import type { VitalsReport } from '@/lib/vitals/vitals-report';

/** One device's p75 on each day of the window, null for a day without its views. */
export type SpeedChartSeries = { device: VitalsDevice; values: (number | null)[] };
export type SpeedChartData = { metric: VitalsMetric; days: string[]; series: SpeedChartSeries[] };

/** Every day from `from` to `to`, inclusive (`YYYY-MM-DD`). */
export function daysOfWindow(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The chart's figures: each day of the report's window, and a line per device (the one chosen, or each that has
 * views). Devices are never merged: a p75 of several devices cannot be made from theirs, only from their views.
 */
export function speedChartData(report: VitalsReport, metric: VitalsMetric, choice: SpeedDeviceChoice): SpeedChartData {
  const days = daysOfWindow(report.from, report.to);
  const devices = choice === 'all' ? VITALS_DEVICES.filter((device) => report.daily.some((entry) => entry.device === device)) : [choice];
  const p75 = new Map(report.daily.map((entry) => [`${entry.day}|${entry.device}`, entry.p75[metric]]));
  return { metric, days, series: devices.map((device) => ({ device, values: days.map((day) => p75.get(`${day}|${device}`) ?? null) })) };
}

const NICE_STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** The smallest round number (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten) at or above `value` (> 0). */
export function niceCeiling(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const step = NICE_STEPS.find((candidate) => candidate * power >= value * (1 - 1e-12)) ?? 10;
  return Number((step * power).toPrecision(12));
}

/** The top of the value axis: room for every value and, always, both of Google's thresholds. */
export function chartTop(data: SpeedChartData): number {
  const values = data.series.flatMap((series) => series.values).filter((value): value is number => value !== null);
  return niceCeiling(Math.max(VITALS_THRESHOLDS[data.metric][1] * 1.2, ...values));
}

const coordinate = (value: number) => Number(value.toFixed(2));

/** Where a value sits up the chart, in percent of its height (0 at the bottom). */
export const heightPercent = (value: number, top: number) => coordinate(Math.min(value / top, 1) * 100);

/** Where the day at `index` of `count` sits across the chart, in percent of its width (one day: the middle). */
export const acrossPercent = (index: number, count: number) => coordinate(count === 1 ? 50 : (index / (count - 1)) * 100);

/**
 * A series as an SVG path in a 100 × 100 box (y down): lines between days that both have a value, broken where a
 * day has none; a day alone between gaps is a zero-length segment, drawn as a dot by a round line cap.
 */
export function seriesPath(values: readonly (number | null)[], top: number): string {
  const commands: string[] = [];
  values.forEach((value, index) => {
    if (value === null) return;
    const point = `${acrossPercent(index, values.length)} ${coordinate(100 - heightPercent(value, top))}`;
    const joined = index > 0 && values[index - 1] != null;
    const alone = !joined && values[index + 1] == null;
    commands.push(joined ? `L ${point}` : alone ? `M ${point} h 0` : `M ${point}`);
  });
  return commands.join(' ');
}
