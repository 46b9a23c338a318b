import { locales } from '@/lib/i18n/locale';
import { z } from '@/lib/zod';
import {
  VITALS_ATTRIBUTION_MAX_LENGTH,
  VITALS_EFFECTIVE_TYPES,
  VITALS_NAVIGATION_TYPES,
  VITALS_METRICS,
  VITALS_RATINGS,
  rateVitalsValue,
} from '@/lib/vitals/vitals-metrics';
import { isVitalsRoute } from '@/lib/vitals/vitals-routes';

// The browser's reporter imports these from vitals-endpoint.ts: this module brings zod.
export { VITALS_BODY_LIMIT_BYTES, VITALS_PATH } from '@/lib/vitals/vitals-endpoint';

/** The longest time (ms) a beacon may report; anything longer is a broken clock, not a slow page. */
const MAX_MS = 600_000;
/** The largest layout shift score accepted: real pages stay far below it. */
const MAX_CLS = 100;

const milliseconds = z.number().finite().min(0).max(MAX_MS);
const rating = z.enum(VITALS_RATINGS);
const timing = z.strictObject({ value: milliseconds, rating });

/** Printable ASCII without spaces: a normalised selector or a script's file name, nothing else fits. */
const attribution = z
  .string()
  .min(1)
  .max(VITALS_ATTRIBUTION_MAX_LENGTH)
  .regex(/^[\x21-\x7e]+$/);

/**
 * One page view's beacon, sent once when the page is hidden or left (docs/field-speed.md). Every field is about
 * the page and the network, never the person: the route's pattern, not its URL; no id, no cookie, no agent string.
 * A metric the view did not produce (INP without an interaction, LCP after a soft navigation) is absent.
 * A rating that is not the one Google's thresholds give its value is refused.
 */
export const vitalsBeaconSchema = z.strictObject({
  route: z.string().max(60).refine(isVitalsRoute),
  lang: z.enum(locales),
  navigationType: z.enum(VITALS_NAVIGATION_TYPES),
  effectiveType: z.enum(VITALS_EFFECTIVE_TYPES).optional(),
  metrics: z
    .strictObject({
      LCP: timing.optional(),
      INP: timing.optional(),
      CLS: z.strictObject({ value: z.number().finite().min(0).max(MAX_CLS), rating }).optional(),
      FCP: timing.optional(),
      TTFB: timing.optional(),
    })
    .refine((metrics) => Object.keys(metrics).length > 0)
    .refine((metrics) => VITALS_METRICS.every((metric) => !metrics[metric] || metrics[metric].rating === rateVitalsValue(metric, metrics[metric].value))),
  attribution: z
    .strictObject({
      lcpElement: attribution.optional(),
      inpTarget: attribution.optional(),
      inpScript: attribution.optional(),
      clsSource: attribution.optional(),
    })
    .optional(),
});
export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;
