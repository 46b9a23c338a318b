// The field traffic the bench pretends to receive (issue 42): which pages, devices and languages views come from,
// and what their attributions name. Shared by the beacons posted under load (vitals-beacon-mix.ts) and the views
// seeded for the report at scale (vitals-seed-sql.ts), so both look like one site's visitors.
import { pathInLocale, type Locale } from '@/lib/i18n/locale';
import type { VitalsDevice, VitalsEffectiveType, VitalsNavigationType } from '@/lib/vitals/vitals-metrics';
import { VITALS_ROUTE_PATTERNS, type VitalsRoute } from '@/lib/vitals/vitals-routes';

/** Per mille of all views; the rest is spread evenly over every other route pattern. */
const BUSY_ROUTES: Partial<Record<VitalsRoute, number>> = {
  '/': 240,
  '/lab-tests-details/:id': 140,
  '/health-checks-details/:id': 90,
  '/tests': 80,
  '/package-details/:id': 60,
  '/medical-services/:id': 40,
  '/consultation': 40,
  '/our-doctors': 30,
  '/scans': 30,
  '/search': 30,
  '/contact': 20,
};

/** Each route pattern with its share of views, in per mille, summing to 1000. */
export function routeShares(): { route: VitalsRoute; perMille: number }[] {
  const quiet = VITALS_ROUTE_PATTERNS.filter((route) => BUSY_ROUTES[route] === undefined);
  const busyTotal = Object.values(BUSY_ROUTES).reduce((sum, share) => sum + share, 0);
  const each = Math.floor((1000 - busyTotal) / quiet.length);
  const shares = VITALS_ROUTE_PATTERNS.map((route) => ({ route, perMille: BUSY_ROUTES[route] ?? each }));
  shares[0]!.perMille += 1000 - shares.reduce((sum, share) => sum + share.perMille, 0);
  return shares;
}

/** Pages whose LCP waits on data and images: a little slower than the rest. */
export const heavyRoute = (route: VitalsRoute) => route.endsWith('/:id') || route === '/';

/** Percent of views; the audience is mostly on phones (spec §1). */
export const DEVICE_SHARES: readonly { device: VitalsDevice; percent: number; speed: number }[] = [
  { device: 'phone', percent: 72, speed: 1 },
  { device: 'tablet', percent: 6, speed: 0.8 },
  { device: 'desktop', percent: 22, speed: 0.45 },
];

export const HINDI_PERCENT = 30;

export const NAVIGATION_SHARES: readonly { type: VitalsNavigationType; percent: number }[] = [
  { type: 'navigate', percent: 80 },
  { type: 'soft-navigation', percent: 14 },
  { type: 'back-forward-cache', percent: 3 },
  { type: 'reload', percent: 2 },
  { type: 'back-forward', percent: 1 },
];

/** Tenths of views; the last tenth has no effectiveType (Safari, Firefox). */
export const EFFECTIVE_TYPE_TENTHS: readonly (VitalsEffectiveType | null)[] = ['4g', '4g', '4g', '4g', '4g', '4g', '4g', '3g', '3g', null];

/** Percent of views with an interaction, hence an INP. */
export const INP_PERCENT = 60;

/** What attributions name, already normalised as the browser sends them. */
export const ATTRIBUTION_TARGETS = {
  lcpElement: ['main>section.hero>img.hero-image', 'main>section.hero>h1.hero-title', 'main>div.details>img', 'main>section.offers>div.card>img', 'main>h1', 'main>div.details>h1.title'],
  inpTarget: ['header>nav>button.services', 'main>form>input', 'main>div.carousel>button.next', 'main>div.tabs>button', 'header>div.search>input', 'main>section.offers>a'],
  inpScript: ['index.js', 'vitals.js', 'search.js', 'carousel.js', 'inline', 'third-party'],
  clsSource: ['main>section.offers', 'main>div.carousel', 'footer', 'main>div.details>img', 'header>div.banner'],
} as const;

/** Agents of each device class, as deviceClassOf reads them. */
export const USER_AGENTS: Readonly<Record<VitalsDevice, readonly string[]>> = {
  phone: [
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ],
  tablet: [
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 12; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ],
  desktop: [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  ],
};

/** A path of the route pattern in `lang`, as a visitor's address bar holds it. */
export const pathOf = (route: VitalsRoute, lang: Locale, id: number): string =>
  pathInLocale(lang, route === '*' ? '/no-such-page' : route.replace(':id', String(id)));

/**
 * How a view's timings are drawn, in ms, from uniform numbers u, v in [0, 1): `min + spread × u × v` (most views
 * quick, a long tail), times the device's speed factor; FCP comes after TTFB and LCP after FCP. LCP is a quarter
 * slower on heavy routes, and a few views wait for a slow image (`LCP_TAIL`). CLS is `CLS_MAX × u³`.
 */
export const TIMING_SHAPES = { TTFB: { min: 120, spread: 1500 }, FCP: { min: 400, spread: 2400 }, LCP: { min: 100, spread: 2600 }, INP: { min: 24, spread: 450 } } as const;
export const HEAVY_ROUTE_LCP = 1.25;
export const LCP_TAIL = { percent: 3, spread: 6000 };
export const CLS_MAX = 0.35;
