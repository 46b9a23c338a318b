import { expect, test as base, type Locator } from '@playwright/test';

/**
 * Playwright's own notice when `serviceWorkers: 'block'` (playwright.config.ts) refuses the site's worker, and
 * Chrome's line for a 428: the server asking a hurried submission for a proof of work, which the page solves
 * and sends again (issue 41, docs/bots.md) — a step of the protocol, not a failure.
 */
const knownNotices = [
  /^Service Worker registration blocked by Playwright$/,
  /^Failed to load resource: the server responded with a status of 428 \(Precondition Required\)$/,
];

/**
 * Chrome's line for a page the server answers with 404 (a detail id without a record), about the document
 * itself: the page's own status, which tests assert, not a failure of anything the page loads.
 */
const isDocumentNotFound = (text: string, sourceUrl: string, pageUrl: string) =>
  sourceUrl === pageUrl && text === 'Failed to load resource: the server responded with a status of 404 (Not Found)';

/**
 * Every browser test runs on a page that must stay quiet: any console error or warning (hydration
 * mismatches included), uncaught exception or CSP violation fails the test. `page.goto` waits until
 * React has hydrated, so tests act on an interactive page as a user would once it has loaded.
 */
export const test = base.extend<{ expectedConsoleErrors: RegExp[] }>({
  /** Console messages a test provokes on purpose, e.g. Chrome's line for an API answer of 401. */
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, expectedConsoleErrors }, providePage) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      if ([...knownNotices, ...expectedConsoleErrors].some((expected) => expected.test(message.text()))) return;
      if (isDocumentNotFound(message.text(), message.location().url, page.url())) return;
      problems.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
      });
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    await providePage(page);
    expect(problems, 'the browser console stays clean').toEqual([]);
  },
});

/**
 * Scrolls `section` into view as a reader would, and waits until the deferred section holding it has hydrated:
 * below the fold, interactive sections hydrate only as a visitor comes near (or touches them).
 */
export async function scrollToHydrated(section: Locator): Promise<void> {
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('xpath=ancestor-or-self::*[@data-hydration="pending"]')).toHaveCount(0);
}

export { expect };
