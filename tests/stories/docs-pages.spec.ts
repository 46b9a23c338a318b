import { expect, test } from '@playwright/test';
import { componentOnlyDisabledRules } from '../../.storybook/a11y-rules';
import { expectNoAxeViolations } from '../e2e/axe';
import { STORY_CLOCK } from './story-look';
import { failedRequestLine } from './story-page';
import { indexEntries } from './storybook-index';

/** The written docs pages (MDX): the foundations and every design-system component's guidance (issue 43). */
const writtenPages = indexEntries.filter((entry) => entry.type === 'docs' && entry.importPath.endsWith('.mdx'));

/** Every design-system story file (but the Tokens overview, which the foundations replace), each with its page. */
const designSystemFiles = new Set(
  indexEntries.filter((entry) => entry.type === 'story' && entry.title.startsWith('Design System/') && !entry.title.endsWith('/Tokens')).map((entry) => entry.importPath),
);

test('every design-system component has its written page, and the foundations theirs', () => {
  const documented = new Set(writtenPages.map((page) => page.importPath.replace(/\.mdx$/, '.stories.tsx')));
  expect([...designSystemFiles].filter((file) => !documented.has(file))).toEqual([]);
  expect(writtenPages.filter((page) => page.title.startsWith('Foundations/')).length).toBeGreaterThanOrEqual(10);
});

test.describe('written docs pages', () => {
  for (const entry of writtenPages) {
    test(`${entry.title} reads without an error and passes axe`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type()) && !failedRequestLine.test(message.text())) problems.push(`console.${message.type()}: ${message.text().split('\n')[0]}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await page.clock.setFixedTime(STORY_CLOCK);
      await page.goto(`/iframe.html?viewMode=docs&id=${entry.id}`);
      // The page's own title comes first; an example on it may draw a heading of its own (PageHeading draws an h1).
      await expect(page.locator('#storybook-docs').getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The page is shown (Storybook's body class), and each example on it (a story) has drawn something.
      await page.waitForFunction(
        () => document.body.classList.contains('sb-show-main') && [...document.querySelectorAll('#storybook-docs .docs-story [id^="story--"]')].every((root) => root.childElementCount > 0),
      );
      // A docs page is a frame inside Storybook's own page, which holds the landmarks: the rules a story is spared.
      // And it shows one component several times over, so a landmark it carries repeats by design (landmark-unique).
      await expectNoAxeViolations(page, { disabledRules: [...componentOnlyDisabledRules, 'landmark-unique'] });
      expect(problems).toEqual([]);
    });
  }
});
