import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { measurePageWeight } from '../../scripts/bench/page-weight.mjs';
import { BUDGETS, KB } from '../../scripts/bench/report-format.mjs';

// The two budgets of issue 22 that are bytes, not timings: deterministic, so every route kind is held to them here
// (`npm run bench` reports them beside the timed ones), measured the bench's way.

type Page = { route: string; path: string };

/** One path per route kind of the prerender manifest (the first of each), as the bench takes them. */
const routeKinds = (JSON.parse(readFileSync('dist/pages.json', 'utf8')) as Page[]).filter(
  (page, index, pages) => pages.findIndex((other) => other.route === page.route) === index,
);

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test('every route kind of the manifest is weighed', () => {
  expect(routeKinds.length).toBeGreaterThan(30);
});

for (const kind of routeKinds) {
  test(`${kind.path}: JS to hydrate ${BUDGETS.jsToHydrate.text}, inline CSS ${BUDGETS.inlineCss.text}`, async ({ browser, baseURL }) => {
    const [weight] = await measurePageWeight(browser, baseURL!, [kind], 'dist');
    const { jsToHydrate, html } = weight!;
    const files = jsToHydrate.files.map((file) => `${kb(file.gzip ?? 0)} ${file.path}`).join(', ');
    expect(BUDGETS.jsToHydrate.met(jsToHydrate.gzip), `${kb(jsToHydrate.gzip)} gzip to hydrate: ${files}`).toBe(true);
    expect(BUDGETS.inlineCss.met(html.inlineCss), `${kb(html.inlineCss)} of inline CSS`).toBe(true);
  });
}
