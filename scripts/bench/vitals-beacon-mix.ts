// Beacons for the POST /api/vitals load (vitals-beacons.mjs): views drawn from the bench's traffic
// (vitals-traffic.ts), each built by the browser's own buildVitalsBeacon and checked against the server's schema,
// with an agent of its device class. Run with tsx; prints a JSON array of { body, userAgent }.
//   node --import tsx scripts/bench/vitals-beacon-mix.ts 500
import { buildVitalsBeacon, type VitalsViewRecord } from '@/lib/vitals/build-vitals-beacon';
import { vitalsBeaconSchema } from '@/lib/vitals/vitals-beacon';
import type { VitalsMetric } from '@/lib/vitals/vitals-metrics';
import {
  ATTRIBUTION_TARGETS,
  CLS_MAX,
  DEVICE_SHARES,
  EFFECTIVE_TYPE_TENTHS,
  HEAVY_ROUTE_LCP,
  heavyRoute,
  HINDI_PERCENT,
  INP_PERCENT,
  LCP_TAIL,
  NAVIGATION_SHARES,
  pathOf,
  routeShares,
  TIMING_SHAPES,
  USER_AGENTS,
} from './vitals-traffic';

/** mulberry32: the same mix on every run, so two runs post the same beacons. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seededRandom(42);
const oneOf = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
function byShare<T>(items: readonly T[], shareOf: (item: T) => number, total: number): T {
  let left = random() * total;
  for (const item of items) {
    left -= shareOf(item);
    if (left < 0) return item;
  }
  return items.at(-1)!;
}
const timing = (metric: keyof typeof TIMING_SHAPES, speed: number) => speed * (TIMING_SHAPES[metric].min + TIMING_SHAPES[metric].spread * random() * random());

function viewRecord(): { view: VitalsViewRecord; userAgent: string; effectiveType: string | undefined } {
  const { route } = byShare(routeShares(), (share) => share.perMille, 1000);
  const { device, speed } = byShare(DEVICE_SHARES, (share) => share.percent, 100);
  const lang = random() * 100 < HINDI_PERCENT ? 'hi' : 'en';
  const navigationType = byShare(NAVIGATION_SHARES, (share) => share.percent, 100).type;
  const metrics: Partial<Record<VitalsMetric, number>> = { CLS: CLS_MAX * random() ** 3 };
  if (navigationType !== 'soft-navigation') {
    metrics.TTFB = timing('TTFB', speed);
    metrics.FCP = metrics.TTFB + timing('FCP', speed);
    const tail = random() * 100 < LCP_TAIL.percent ? LCP_TAIL.spread * random() : 0;
    metrics.LCP = metrics.FCP + timing('LCP', speed) * (heavyRoute(route) ? HEAVY_ROUTE_LCP : 1) + tail;
  }
  if (random() * 100 < INP_PERCENT) metrics.INP = timing('INP', speed);
  const attribution = {
    lcpElement: oneOf(ATTRIBUTION_TARGETS.lcpElement),
    inpTarget: oneOf(ATTRIBUTION_TARGETS.inpTarget),
    inpScript: oneOf(ATTRIBUTION_TARGETS.inpScript),
    clsSource: oneOf(ATTRIBUTION_TARGETS.clsSource),
  };
  const url = `https://healvia.example${pathOf(route, lang, 1 + Math.floor(random() * 200))}`;
  return { view: { url, navigationType, metrics, attribution }, userAgent: oneOf(USER_AGENTS[device]), effectiveType: oneOf(EFFECTIVE_TYPE_TENTHS) ?? undefined };
}

const count = Number(process.argv[2] ?? 500);
const beacons = Array.from({ length: count }, () => {
  const { view, userAgent, effectiveType } = viewRecord();
  const beacon = vitalsBeaconSchema.parse(buildVitalsBeacon(view, effectiveType));
  return { body: JSON.stringify(beacon), userAgent };
});
console.log(JSON.stringify(beacons));
