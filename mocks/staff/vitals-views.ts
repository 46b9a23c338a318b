import { addDays } from '@/lib/india-time';
import type { VitalsRoute } from '@/lib/vitals/vitals-routes';
import type { VitalsView } from '@/lib/vitals/vitals-rollup';
import type { VitalsDevice } from '@/lib/vitals/vitals-metrics';

/** The stories' "today" in India: the day of STORY_NOW (mocks/staff/lead-fixtures.ts). */
export const VITALS_STORY_TODAY = '2026-03-14';

/** mulberry32: the same "random" views on every run, so every story and test sees the same report. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** How a route behaves on a phone in English: its views a day, typical values (ms; CLS a score) and what its beacons name. */
export type RouteProfile = {
  route: VitalsRoute;
  viewsPerDay: number;
  lcp: number;
  inp: number;
  cls: number;
  fcp: number;
  ttfb: number;
  lcpElements: readonly string[];
  inpTargets: readonly string[];
  inpScripts: readonly string[];
  clsSources: readonly string[];
  /** The LCP got this much faster over the last ten days (a fix shipped): 0.2 is a fifth. */
  lcpGain?: number;
};

const DEVICE_SHARES: Readonly<Record<VitalsDevice, number>> = { phone: 0.7, tablet: 0.08, desktop: 0.22 };
const DEVICE_SPEED: Readonly<Record<VitalsDevice, number>> = { phone: 1, tablet: 0.8, desktop: 0.55 };
const LANG_SHARES = { en: 0.65, hi: 0.35 } as const;
/** Hindi pages carry a larger web font. */
const LANG_SPEED = { en: 1, hi: 1.08 } as const;

export type ViewsOptions = { profiles: readonly RouteProfile[]; days: number; seed: number; devices?: readonly VitalsDevice[] };

/**
 * Page views for the `days` days up to VITALS_STORY_TODAY, as beacons would bring them: values spread log-normally
 * around each route's typical figures, slower on phones and in Hindi, INP only where someone interacted, LCP not
 * after a soft navigation; attributions picked most often from the first of each list.
 */
export function generateVitalsViews({ profiles, days, seed, devices = ['phone', 'tablet', 'desktop'] }: ViewsOptions): VitalsView[] {
  const random = seededRandom(seed);
  const spread = (typical: number, sigma = 0.35) => typical * Math.exp(sigma * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()));
  const pick = (list: readonly string[]) => list[random() < 0.6 ? 0 : random() < 0.75 ? 1 : 2] ?? list[0];
  const views: VitalsView[] = [];
  for (let back = days - 1; back >= 0; back -= 1) {
    const day = addDays(VITALS_STORY_TODAY, -back);
    for (const profile of profiles) {
      const gain = back < 10 ? 1 - (profile.lcpGain ?? 0) : 1;
      for (const device of devices) {
        for (const lang of ['en', 'hi'] as const) {
          const count = Math.round(profile.viewsPerDay * DEVICE_SHARES[device] * LANG_SHARES[lang] * (0.6 + 0.8 * random()));
          const speed = DEVICE_SPEED[device] * LANG_SPEED[lang];
          for (let index = 0; index < count; index += 1) {
            const interacted = random() < 0.6;
            const softNavigation = random() < 0.15;
            const ms = (typical: number) => Math.round(spread(typical * speed));
            views.push({
              day,
              route: profile.route,
              device,
              lang,
              metrics: {
                ...(!softNavigation && { LCP: ms(profile.lcp * gain) }),
                ...(interacted && { INP: ms(profile.inp) }),
                CLS: Number(spread(profile.cls, 0.6).toFixed(3)),
                FCP: ms(profile.fcp),
                TTFB: ms(profile.ttfb),
              },
              attribution: {
                ...(!softNavigation && { lcpElement: pick(profile.lcpElements) }),
                ...(interacted && { inpTarget: pick(profile.inpTargets), inpScript: pick(profile.inpScripts) }),
                clsSource: pick(profile.clsSources),
              },
            });
          }
        }
      }
    }
  }
  return views;
}
