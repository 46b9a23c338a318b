import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';

/** Storybook's minimal viewports, by the name a story's `globals.viewport.value` gives. */
const viewports: Record<string, { width: number; height: number }> = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
  desktop: { width: 1280, height: 800 },
};

/** Stories that pick a viewport (e.g. the header's small-screen menu) run at that size in Chromium too. */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const story = (await getStoryContext(page, context)) as { storyGlobals?: { viewport?: { value?: string } } };
    const name = story.storyGlobals?.viewport?.value;
    await page.setViewportSize(viewports[name ?? 'desktop'] ?? viewports.desktop!);
  },
};

export default config;
