import type { Locale } from '@/lib/i18n/locale';
import { bucketOf, toVitalsUnits } from '@/lib/vitals/vitals-histogram';
import {
  rateVitalsValue,
  VITALS_ATTRIBUTION_KINDS,
  VITALS_ATTRIBUTION_METRIC,
  VITALS_METRICS,
  type VitalsAttributionKind,
  type VitalsDevice,
  type VitalsMetric,
  type VitalsRating,
} from '@/lib/vitals/vitals-metrics';
import type { VitalsRoute } from '@/lib/vitals/vitals-routes';

/** What a report splits by, as the Chrome UX Report does (its "form factor" is our device). */
export type VitalsGroup = { route: VitalsRoute; device: VitalsDevice; lang: Locale };
/** A group on one day in India (`YYYY-MM-DD`): the unit everything is rolled up by. */
export type VitalsDayGroup = VitalsGroup & { day: string };

/** One page view as the roll-up reads it: a stored beacon, or a bench run fed the same way. */
export type VitalsView = VitalsDayGroup & {
  metrics: Partial<Record<VitalsMetric, number>>;
  attribution?: Partial<Record<VitalsAttributionKind, string>>;
};

export type VitalsViewCount = VitalsDayGroup & { views: number };
/** How many values of a metric fell in one bucket (units, vitals-histogram.ts) with one rating. */
export type VitalsHistogramCount = VitalsDayGroup & { metric: VitalsMetric; rating: VitalsRating; bucket: number; count: number };
/** How often a selector or script was the attribution of a metric, and the sum of that metric's values then. */
export type VitalsAttributionCount = VitalsDayGroup & { kind: VitalsAttributionKind; target: string; count: number; total: number };

/** Views reduced to counts: the stored roll-up tables hold exactly these rows, summed per key. */
export type VitalsRollup = { views: VitalsViewCount[]; histograms: VitalsHistogramCount[]; attributions: VitalsAttributionCount[] };

const dayGroupKey = (view: VitalsDayGroup) => `${view.day}|${view.route}|${view.device}|${view.lang}`;
const dayGroupOf = ({ day, route, device, lang }: VitalsDayGroup): VitalsDayGroup => ({ day, route, device, lang });

/** Counts views per day and group, each metric's value in its bucket and rating, and each attribution. */
export function rollUpViews(views: Iterable<VitalsView>): VitalsRollup {
  const viewCounts = new Map<string, VitalsViewCount>();
  const histograms = new Map<string, VitalsHistogramCount>();
  const attributions = new Map<string, VitalsAttributionCount>();
  for (const view of views) {
    const key = dayGroupKey(view);
    const group = dayGroupOf(view);
    const counted = viewCounts.get(key) ?? viewCounts.set(key, { ...group, views: 0 }).get(key)!;
    counted.views += 1;
    for (const metric of VITALS_METRICS) {
      const value = view.metrics[metric];
      if (value === undefined) continue;
      const rating = rateVitalsValue(metric, value);
      const bucket = bucketOf(toVitalsUnits(metric, value));
      const histogramKey = `${key}|${metric}|${rating}|${bucket}`;
      const entry = histograms.get(histogramKey) ?? histograms.set(histogramKey, { ...group, metric, rating, bucket, count: 0 }).get(histogramKey)!;
      entry.count += 1;
    }
    for (const kind of VITALS_ATTRIBUTION_KINDS) {
      const target = view.attribution?.[kind];
      const value = view.metrics[VITALS_ATTRIBUTION_METRIC[kind]];
      if (target === undefined || value === undefined) continue;
      const attributionKey = `${key}|${kind}|${target}`;
      const entry = attributions.get(attributionKey) ?? attributions.set(attributionKey, { ...group, kind, target, count: 0, total: 0 }).get(attributionKey)!;
      entry.count += 1;
      entry.total += value;
    }
  }
  return { views: [...viewCounts.values()], histograms: [...histograms.values()], attributions: [...attributions.values()] };
}
