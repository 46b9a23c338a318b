import type { Page } from 'playwright';
import type { TestRunnerConfig } from '@storybook/test-runner';

/** Storybook's minimal viewports, by the name a story's `globals.viewport.value` gives. */
const viewports: Record<string, { width: number; height: number }> = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
  desktop: { width: 1280, height: 800 },
};

/**
 * The browser's own line for an HTTP error answer. Stories mock failing APIs on purpose (500, 401, 422);
 * what the app does with the answer is asserted by their play functions.
 */
const httpErrorAnswer = /^Failed to load resource: (the server responded with a status of [45]\d\d|net::ERR_FAILED)/;

/** Console errors and warnings of the story being visited, per page (each test file has its own page). */
const consoleProblems = new WeakMap<Page, string[]>();

function watchConsole(page: Page): string[] {
  const known = consoleProblems.get(page);
  if (known) return known;
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (httpErrorAnswer.test(message.text())) return;
    problems.push(`console.${message.type()}: ${message.text().split('\n')[0]}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  consoleProblems.set(page, problems);
  return problems;
}

type Preview = { storyStoreValue: { loadStory: (story: { storyId: string }) => Promise<{ storyGlobals?: { viewport?: { value?: string } } }> } };

/** The viewport a story picks; read from the preview's store directly (the runner's getStoryContext uses a deprecated accessor that warns). */
function storyViewport(page: Page, storyId: string): Promise<string | undefined> {
  return page.evaluate(async (id) => {
    const preview = (globalThis as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__;
    return (await preview.storyStoreValue.loadStory({ storyId: id })).storyGlobals?.viewport?.value;
  }, storyId);
}

/**
 * Every story runs once, here, in Chromium: its play function, then axe with colour contrast (the a11y
 * addon, `test: 'error'`). A console error or warning the story causes fails it (CONVENTIONS 16).
 * Stories that pick a viewport (e.g. the header's small-screen menu) run at that size.
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    watchConsole(page).length = 0;
    await page.setViewportSize(viewports[(await storyViewport(page, context.id)) ?? 'desktop'] ?? viewports.desktop!);
  },
  async postVisit(page) {
    const problems = watchConsole(page).splice(0);
    if (problems.length > 0) {
      throw new Error(`The story wrote ${problems.length} message(s) to the console:\n${problems.join('\n')}`);
    }
  },
};

export default config;
