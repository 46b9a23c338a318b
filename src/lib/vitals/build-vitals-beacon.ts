import type { VitalsBeacon } from '@/lib/vitals/vitals-beacon';
import { normaliseVitalsSelector } from '@/lib/vitals/vitals-attribution';
import {
  rateVitalsValue,
  VITALS_ATTRIBUTION_KINDS,
  VITALS_ATTRIBUTION_METRIC,
  VITALS_EFFECTIVE_TYPES,
  VITALS_METRICS,
  VITALS_NAVIGATION_TYPES,
  type VitalsAttributionKind,
  type VitalsMetric,
} from '@/lib/vitals/vitals-metrics';
import { vitalsRouteOf } from '@/lib/vitals/vitals-route-of';

/** What the reporter collected for one page view, as web-vitals gave it. */
export type VitalsViewRecord = {
  /** The view's address (web-vitals' `navigationURL`); only its path's pattern and language are sent. */
  url: string;
  navigationType: string;
  metrics: Partial<Record<VitalsMetric, number>>;
  /** Selectors as web-vitals or the browser wrote them, and script names already reduced by `vitalsScriptName`. */
  attribution: Partial<Record<VitalsAttributionKind, string>>;
};

/** Timings to the millisecond, CLS to four decimals: finer is noise, and adds nothing but bytes. */
const round = (metric: VitalsMetric, value: number) => (metric === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value));

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.includes(value as T);

/**
 * The beacon of one view, or undefined when it has no metric to send. The rating is Google's for the value sent
 * (rounding may cross a threshold web-vitals rated before it). A soft navigation's TTFB is left out: web-vitals
 * reports it as 0, which would make every route's TTFB look better than its real page loads.
 */
export function buildVitalsBeacon(view: VitalsViewRecord, effectiveType?: string): VitalsBeacon | undefined {
  const softNavigation = view.navigationType === 'soft-navigation';
  const metrics: VitalsBeacon['metrics'] = {};
  for (const metric of VITALS_METRICS) {
    const raw = view.metrics[metric];
    if (raw === undefined || !Number.isFinite(raw) || raw < 0 || (softNavigation && metric === 'TTFB')) continue;
    const value = round(metric, raw);
    metrics[metric] = { value, rating: rateVitalsValue(metric, value) };
  }
  if (Object.keys(metrics).length === 0) return undefined;

  const attribution: NonNullable<VitalsBeacon['attribution']> = {};
  for (const kind of VITALS_ATTRIBUTION_KINDS) {
    const raw = view.attribution[kind];
    const target = kind === 'inpScript' ? raw : normaliseVitalsSelector(raw);
    if (target && metrics[VITALS_ATTRIBUTION_METRIC[kind]]) attribution[kind] = target;
  }

  const { route, lang } = vitalsRouteOf(new URL(view.url, 'http://localhost').pathname);
  return {
    route,
    lang,
    navigationType: isOneOf(VITALS_NAVIGATION_TYPES, view.navigationType) ? view.navigationType : 'navigate',
    ...(isOneOf(VITALS_EFFECTIVE_TYPES, effectiveType) && { effectiveType }),
    metrics,
    ...(Object.keys(attribution).length > 0 && { attribution }),
  };
}
