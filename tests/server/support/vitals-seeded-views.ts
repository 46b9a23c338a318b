import type { VitalsBeacon } from '@/lib/vitals/vitals-beacon';
import { rateVitalsValue, VITALS_DEVICES, type VitalsDevice, type VitalsMetric } from '@/lib/vitals/vitals-metrics';
import type { VitalsView } from '@/lib/vitals/vitals-rollup';
import { createPrng } from './hostile/prng';

const ROUTES = ['/', '/lab-tests-details/:id', '/contact', '*'] as const;
const TARGETS = ['main>img.hero', 'h1', 'button#book', 'div.card>img'] as const;

/** A beacon and the view it is once stored, so a test knows what the report should say. */
export type SentView = { beacon: VitalsBeacon; device: VitalsDevice; view: Omit<VitalsView, 'day'> };

const timing = (metric: VitalsMetric, value: number) => ({ value, rating: rateVitalsValue(metric, value) });

/** `count` varied views, the same for the same seed: routes, devices, languages, values across every rating, attributions. */
export function seededViews(count: number, seed = 42): SentView[] {
  const prng = createPrng(seed);
  return Array.from({ length: count }, () => {
    const route = prng.pick(ROUTES);
    const device = prng.pick(VITALS_DEVICES);
    const lang = prng.pick(['en', 'hi'] as const);
    const lcp = Math.round(prng.next() * 6000 * 10) / 10;
    const inp = prng.next() < 0.5 ? prng.int(8, 900) : undefined;
    const cls = Math.round(prng.next() * 400) / 1000;
    const lcpElement = prng.pick(TARGETS);
    const beacon: VitalsBeacon = {
      route,
      lang,
      navigationType: 'navigate',
      metrics: { LCP: timing('LCP', lcp), CLS: timing('CLS', cls), TTFB: timing('TTFB', prng.int(50, 2500)), ...(inp !== undefined && { INP: timing('INP', inp) }) },
      attribution: { lcpElement, ...(inp !== undefined && { inpTarget: prng.pick(TARGETS) }) },
    };
    const metrics = Object.fromEntries(Object.entries(beacon.metrics).map(([metric, entry]) => [metric, entry.value]));
    return { beacon, device, view: { route, device, lang, metrics, attribution: beacon.attribution } };
  });
}
