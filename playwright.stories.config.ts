import { defineConfig } from '@playwright/test';
import { browserTestLaunchOptions } from './tests/chromium-launch.js';
import { BASELINES_DIR } from './tests/stories/story-look';

const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6107);
/** The static Storybook under test: the build of this checkout, or a copy of it (the visual harness's). */
const storybookDir = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static';

/**
 * Every story, once, in Chromium: render, play, axe (colour contrast included) and a screenshot compared with its
 * baseline, against the static Storybook that scripts/test-storybook.sh builds. One preview page per worker (and
 * language) renders story after story. A difference fails the run; reports/visual/index.html shows each one.
 */
export default defineConfig({
  testDir: 'tests/stories',
  fullyParallel: true,
  // Three on this 2-core machine: a story's test spends much of its time waiting (frames, a page's quiet window, the
  // screenshot's round trip), which a third worker fills (the whole step: 401 s with two, 336 s with three).
  workers: 3,
  retries: 0,
  reporter: [
    ['list'],
    ['html', { outputFolder: process.env.VISUAL_REPORT_DIR ?? 'reports/visual', open: 'never' }],
    // The visual harness reads its nested run's outcome from here (tests/stories/visual-harness.spec.ts).
    ...(process.env.VISUAL_RESULTS_FILE ? [['json', { outputFile: process.env.VISUAL_RESULTS_FILE }] as const] : []),
  ],
  snapshotPathTemplate: `${BASELINES_DIR}/{arg}{ext}`,
  // A guard against hangs, not a budget: the longest journeys (a registration form) take a few seconds.
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: browserTestLaunchOptions,
  },
  webServer: {
    command: `node scripts/serve-static.mjs ${storybookDir} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
