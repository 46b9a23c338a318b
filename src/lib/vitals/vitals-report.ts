import { addDays } from '@/lib/india-time';
import { fromVitalsUnits, percentileOfHistogram, type VitalsBucketCount } from '@/lib/vitals/vitals-histogram';
import {
  rateVitalsValue,
  VITALS_ATTRIBUTION_KINDS,
  VITALS_ATTRIBUTION_METRIC,
  VITALS_DEVICES,
  VITALS_METRICS,
  VITALS_MIN_VIEWS,
  VITALS_RATINGS,
  type VitalsAttributionKind,
  type VitalsDevice,
  type VitalsMetric,
  type VitalsRating,
} from '@/lib/vitals/vitals-metrics';
import { VITALS_ROUTE_PATTERNS } from '@/lib/vitals/vitals-routes';
import type { VitalsGroup, VitalsHistogramCount, VitalsRollup } from '@/lib/vitals/vitals-rollup';

/** One metric of one row: how many views had it, its p75 (ms, or the CLS score) and Google's rating of that p75, and the share of views in each rating (0–1). */
export type VitalsMetricSummary = { count: number; p75: number | null; rating: VitalsRating | null; shares: Record<VitalsRating, number> };
/** A route × device × language over the window; `metrics` is null when it has fewer than `minViews` views. */
export type VitalsReportRow = VitalsGroup & { views: number; tooFew: boolean; metrics: Record<VitalsMetric, VitalsMetricSummary> | null };
/** One day in India for one device, over every route and language: the chart's points. */
export type VitalsReportDay = { day: string; device: VitalsDevice; views: number; p75: Record<VitalsMetric, number | null> };
export type VitalsAttributionSummary = { kind: VitalsAttributionKind; target: string; count: number; share: number; mean: number };
/** A row among the worst by one metric's p75, with what its views' attributions most often named. */
export type VitalsWorstRoute = VitalsGroup & { metric: VitalsMetric; p75: number; rating: VitalsRating; attributions: VitalsAttributionSummary[] };

/** The report: the Chrome UX Report's figures, from our own beacons or a bench run alike. `from` and `to` are inclusive days in India. */
export type VitalsReport = {
  from: string;
  to: string;
  days: number;
  minViews: number;
  views: number;
  rows: VitalsReportRow[];
  daily: VitalsReportDay[];
  worst: VitalsWorstRoute[];
};

/** The metrics whose worst rows the report explains, and how many rows and attributions it names for each. */
export const VITALS_WORST_METRICS: readonly VitalsMetric[] = ['LCP', 'INP', 'CLS'];
const WORST_ROWS = 5;
const TOP_ATTRIBUTIONS = 5;

const groupKey = ({ route, device, lang }: VitalsGroup) => `${route}|${device}|${lang}`;

function summarise(metric: VitalsMetric, histogram: readonly VitalsHistogramCount[]): VitalsMetricSummary {
  const count = histogram.reduce((sum, entry) => sum + entry.count, 0);
  const shares = Object.fromEntries(
    VITALS_RATINGS.map((rating) => [rating, count === 0 ? 0 : histogram.filter((entry) => entry.rating === rating).reduce((sum, entry) => sum + entry.count, 0) / count]),
  ) as Record<VitalsRating, number>;
  const units = percentileOfHistogram(histogram, 0.75);
  const p75 = units === null ? null : fromVitalsUnits(metric, units);
  return { count, p75, rating: p75 === null ? null : rateVitalsValue(metric, p75), shares };
}

function summariseMetrics(histogram: readonly VitalsHistogramCount[]): Record<VitalsMetric, VitalsMetricSummary> {
  return Object.fromEntries(VITALS_METRICS.map((metric) => [metric, summarise(metric, histogram.filter((entry) => entry.metric === metric))])) as Record<
    VitalsMetric,
    VitalsMetricSummary
  >;
}

const p75Of = (metric: VitalsMetric, histogram: readonly VitalsBucketCount[]) => {
  const units = percentileOfHistogram(histogram, 0.75);
  return units === null ? null : fromVitalsUnits(metric, units);
};

/** Items by key; each list holds at least one item. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, [T, ...T[]]> {
  const groups = new Map<string, [T, ...T[]]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

const routeOrder = new Map<string, number>(VITALS_ROUTE_PATTERNS.map((route, index) => [route, index]));
const byGroupOrder = (a: VitalsGroup, b: VitalsGroup) =>
  (routeOrder.get(a.route) ?? 0) - (routeOrder.get(b.route) ?? 0) || VITALS_DEVICES.indexOf(a.device) - VITALS_DEVICES.indexOf(b.device) || a.lang.localeCompare(b.lang);

function reportRows(rollup: VitalsRollup, minViews: number): VitalsReportRow[] {
  const histograms = groupBy<VitalsHistogramCount>(rollup.histograms, groupKey);
  const rows = [...groupBy(rollup.views, groupKey).values()].map((counts): VitalsReportRow => {
    const { route, device, lang } = counts[0];
    const views = counts.reduce((sum, entry) => sum + entry.views, 0);
    const tooFew = views < minViews;
    return { route, device, lang, views, tooFew, metrics: tooFew ? null : summariseMetrics(histograms.get(groupKey(counts[0])) ?? []) };
  });
  return rows.sort(byGroupOrder);
}

function reportDays(rollup: VitalsRollup): VitalsReportDay[] {
  const dayKey = (entry: { day: string; device: VitalsDevice }) => `${entry.day}|${entry.device}`;
  const histograms = groupBy(rollup.histograms, dayKey);
  return [...groupBy(rollup.views, dayKey).values()]
    .map((counts): VitalsReportDay => {
      const { day, device } = counts[0];
      const histogram = histograms.get(dayKey(counts[0])) ?? [];
      const p75 = Object.fromEntries(VITALS_METRICS.map((metric) => [metric, p75Of(metric, histogram.filter((entry) => entry.metric === metric))])) as Record<
        VitalsMetric,
        number | null
      >;
      return { day, device, views: counts.reduce((sum, entry) => sum + entry.views, 0), p75 };
    })
    .sort((a, b) => a.day.localeCompare(b.day) || VITALS_DEVICES.indexOf(a.device) - VITALS_DEVICES.indexOf(b.device));
}

function worstRows(rollup: VitalsRollup, rows: readonly VitalsReportRow[]): VitalsWorstRoute[] {
  const attributions = groupBy(rollup.attributions, (entry) => `${groupKey(entry)}|${entry.kind}|${entry.target}`);
  return VITALS_WORST_METRICS.flatMap((metric) =>
    rows
      .flatMap((row) => {
        const summary = row.metrics?.[metric];
        return summary?.p75 != null && summary.rating ? [{ row, p75: summary.p75, rating: summary.rating }] : [];
      })
      .sort((a, b) => b.p75 - a.p75)
      .slice(0, WORST_ROWS)
      .map(({ row, p75, rating }): VitalsWorstRoute => {
        const kinds = VITALS_ATTRIBUTION_KINDS.filter((kind) => VITALS_ATTRIBUTION_METRIC[kind] === metric);
        const named = kinds.flatMap((kind) => {
          const counted = [...attributions.values()]
            .filter((entries) => entries[0].kind === kind && groupKey(entries[0]) === groupKey(row))
            .map((entries): VitalsAttributionSummary => {
              const count = entries.reduce((sum, entry) => sum + entry.count, 0);
              const total = entries.reduce((sum, entry) => sum + entry.total, 0);
              return { kind, target: entries[0].target, count, share: count / row.views, mean: total / count };
            });
          return counted.sort((a, b) => b.count - a.count || a.target.localeCompare(b.target)).slice(0, TOP_ATTRIBUTIONS);
        });
        return { route: row.route, device: row.device, lang: row.lang, metric, p75, rating, attributions: named };
      }),
  );
}

/** Every inclusive day from `from` to `to`. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** The window of `days` days ending with `to` (a day in India, inclusive). */
export const vitalsWindow = (to: string, days: number) => ({ from: addDays(to, 1 - days), to });

/**
 * The report over `from`–`to` (days in India, inclusive) from roll-up rows, which may repeat a key (stored days
 * and views not yet rolled up, summed here). Rows outside the window are ignored.
 */
export function buildVitalsReport(rollup: VitalsRollup, window: { from: string; to: string }, minViews: number = VITALS_MIN_VIEWS): VitalsReport {
  const inWindow = <T extends { day: string }>(entries: readonly T[]) => entries.filter((entry) => entry.day >= window.from && entry.day <= window.to);
  const kept: VitalsRollup = { views: inWindow(rollup.views), histograms: inWindow(rollup.histograms), attributions: inWindow(rollup.attributions) };
  const rows = reportRows(kept, minViews);
  return {
    ...window,
    days: daysBetween(window.from, window.to),
    minViews,
    views: kept.views.reduce((sum, entry) => sum + entry.views, 0),
    rows,
    daily: reportDays(kept),
    worst: worstRows(kept, rows),
  };
}
