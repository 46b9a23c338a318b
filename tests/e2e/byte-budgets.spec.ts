import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { measurePageWeight } from '../../scripts/bench/page-weight.mjs';
import { BUDGETS, KB } from '../../scripts/bench/report-format.mjs';

// The two budgets of issue 22 that are bytes, not timings: deterministic, so every route kind is held to them here
// (`npm run bench` reports them beside the timed ones), measured the bench's way.

type Page = { route: string; path: string; locale: string };

/** One path per route kind and language of the prerender manifest (the first of each), as the bench takes them. */
const routeKinds = (JSON.parse(readFileSync('dist/pages.json', 'utf8')) as Page[]).filter(
  (page, index, pages) => pages.findIndex((other) => other.route === page.route && other.locale === page.locale) === index,
);
/** What a Hindi page may add to its English twin's JS to hydrate (issue 25): its messages, no library. */
const HINDI_EXTRA_JS_BYTES = 2 * KB;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test('every route kind of the manifest is weighed', () => {
  expect(routeKinds.filter((kind) => kind.locale === 'en').length).toBeGreaterThan(30);
  expect(routeKinds.filter((kind) => kind.locale === 'hi').length).toBe(routeKinds.filter((kind) => kind.locale === 'en').length);
});

/**
 * Known misses, each expected to fail until it is fixed (Playwright then reports the unexpected pass): Hindi
 * /consultation hydrates 110.7 KB, its page copy in Devanagari (3 bytes a character) on top of an English page at
 * 109.9 KB (issue 25's closing note).
 */
const KNOWN_OVER_BUDGET = new Set(['/hi/consultation']);

for (const kind of routeKinds) {
  test(`${kind.path}: JS to hydrate ${BUDGETS.jsToHydrate.text}, inline CSS ${BUDGETS.inlineCss.text}`, async ({ browser, baseURL }) => {
    test.fail(KNOWN_OVER_BUDGET.has(kind.path), 'over the JS budget, see KNOWN_OVER_BUDGET');
    const [weight] = await measurePageWeight(browser, baseURL!, [kind], 'dist');
    const { jsToHydrate, html } = weight!;
    const files = jsToHydrate.files.map((file) => `${kb(file.gzip ?? 0)} ${file.path}`).join(', ');
    expect(BUDGETS.jsToHydrate.met(jsToHydrate.gzip), `${kb(jsToHydrate.gzip)} gzip to hydrate: ${files}`).toBe(true);
    expect(BUDGETS.inlineCss.met(html.inlineCss), `${kb(html.inlineCss)} of inline CSS`).toBe(true);
  });
}

for (const kind of routeKinds.filter((page) => page.locale === 'hi')) {
  const twin = routeKinds.find((page) => page.route === kind.route && page.locale === 'en');
  test(`${kind.path}: JS to hydrate at most ${kb(HINDI_EXTRA_JS_BYTES)} over ${twin?.path ?? 'its English twin'}`, async ({ browser, baseURL }) => {
    const [english, hindi] = await measurePageWeight(browser, baseURL!, [twin!, kind], 'dist');
    const extra = hindi!.jsToHydrate.gzip - english!.jsToHydrate.gzip;
    expect(extra, `${kb(hindi!.jsToHydrate.gzip)} against ${kb(english!.jsToHydrate.gzip)}`).toBeLessThanOrEqual(HINDI_EXTRA_JS_BYTES);
  });
}
