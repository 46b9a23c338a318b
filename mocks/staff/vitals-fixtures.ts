import { generateVitalsViews, VITALS_STORY_TODAY, type RouteProfile } from '@mocks/staff/vitals-views';
import { buildVitalsReport, vitalsWindow, type VitalsReport } from '@/lib/vitals/vitals-report';
import { rollUpViews, type VitalsRollup, type VitalsView } from '@/lib/vitals/vitals-rollup';

const SCRIPTS = ['static/js/lib-react.js', 'static/js/index.js', 'static/js/async/lead-dialog.js'];

/** A site like ours: a busy home page, slow test pages (faster in the last ten days), a slow search, a rare page. */
const SITE: readonly RouteProfile[] = [
  {
    route: '/',
    viewsPerDay: 40,
    lcp: 2100,
    inp: 150,
    cls: 0.04,
    fcp: 1300,
    ttfb: 520,
    lcpElements: ['main>section.hero>img', 'main>h1', 'section.offers>div>img'],
    inpTargets: ['header>button.menu-toggle', 'section.offers>a.card', 'div.carousel>button.next'],
    inpScripts: SCRIPTS,
    clsSources: ['section.carousel', 'footer', 'header>nav'],
  },
  {
    route: '/lab-tests-details/:id',
    viewsPerDay: 26,
    lcp: 3600,
    inp: 260,
    cls: 0.14,
    fcp: 2100,
    ttfb: 900,
    lcpGain: 0.25,
    lcpElements: ['main>div.test-hero>img', 'main>h1', 'main>div.price-tag'],
    inpTargets: ['button#book-test', 'div.faq>button', 'form>select#city'],
    inpScripts: ['static/js/async/lab-test-page.js', ...SCRIPTS],
    clsSources: ['div.price-tag', 'section.reviews', 'div.banner'],
  },
  {
    route: '/tests',
    viewsPerDay: 14,
    lcp: 2700,
    inp: 190,
    cls: 0.06,
    fcp: 1600,
    ttfb: 640,
    lcpElements: ['main>h1', 'ul.tests>li>img', 'main>p'],
    inpTargets: ['input#test-search', 'ul.tests>li>a', 'button.filter'],
    inpScripts: SCRIPTS,
    clsSources: ['ul.tests', 'div.filters', 'footer'],
  },
  {
    route: '/search',
    viewsPerDay: 9,
    lcp: 2400,
    inp: 520,
    cls: 0.03,
    fcp: 1500,
    ttfb: 600,
    lcpElements: ['main>h1', 'ol.results>li', 'main>form'],
    inpTargets: ['input#site-search', 'ol.results>li>a', 'button[type=submit]'],
    inpScripts: ['static/js/async/search-index.js', ...SCRIPTS],
    clsSources: ['ol.results', 'main>form', 'footer'],
  },
  {
    route: '/careers',
    viewsPerDay: 1,
    lcp: 1900,
    inp: 120,
    cls: 0.01,
    fcp: 1200,
    ttfb: 500,
    lcpElements: ['main>h1', 'main>p', 'main>img'],
    inpTargets: ['a.apply', 'main>a', 'footer>a'],
    inpScripts: SCRIPTS,
    clsSources: ['footer', 'main', 'header'],
  },
];

/** Rolled up once, when a story first asks: 90 days of the site are about 8,000 views. */
function lazyRollup(views: () => VitalsView[]): () => VitalsRollup {
  let rollup: VitalsRollup | undefined;
  return () => (rollup ??= rollUpViews(views()));
}

/** The whole site over the 90 days kept: several routes, every device, both languages, attributions. */
export const siteVitals = lazyRollup(() => generateVitalsViews({ profiles: SITE, days: 90, seed: 42 }));

/** A site that has just started measuring: three days of few views, most rows under the minimum. */
export const fewVitals = lazyRollup(() => [
  ...generateVitalsViews({ profiles: [{ ...SITE[0]!, viewsPerDay: 16 }], days: 3, seed: 7, devices: ['phone'] }),
  ...generateVitalsViews({ profiles: [{ ...SITE[2]!, viewsPerDay: 4 }], days: 3, seed: 8, devices: ['phone', 'desktop'] }),
]);

/** No views at all. */
export const noVitals = lazyRollup(() => []);

/** The report the server gives for the `days` days up to VITALS_STORY_TODAY, through the one report code. */
export const vitalsReportOf = (rollup: VitalsRollup, days: number): VitalsReport => buildVitalsReport(rollup, vitalsWindow(VITALS_STORY_TODAY, days));
