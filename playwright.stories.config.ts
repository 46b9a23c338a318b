import { defineConfig } from '@playwright/test';
import { browserTestLaunchOptions } from './tests/chromium-launch.js';

const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6107);

/**
 * Every story, once, in Chromium: render, play and axe (colour contrast included), against the static
 * Storybook that scripts/test-storybook.sh builds. One preview page per worker renders story after story.
 */
export default defineConfig({
  testDir: 'tests/stories',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // A guard against hangs, not a budget: the longest journeys (a registration form) take a few seconds.
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: browserTestLaunchOptions,
  },
  webServer: {
    command: `node scripts/serve-static.mjs storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
