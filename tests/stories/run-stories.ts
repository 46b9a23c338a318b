import { composeStories } from '@storybook/react';
import type { Meta, StoryFn } from '@storybook/react';
import { describe, expect, test } from 'vitest';

export type StoryModule = { default: Meta } & Record<string, StoryFn | Meta>;

/**
 * Every story of the given modules as a test (loaders, render, play and the axe check). The stories are
 * split over a few test files so vitest runs them on every core.
 */
export function runStories(modules: Record<string, StoryModule>) {
  test('stories exist', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
  });

  for (const [file, module] of Object.entries(modules)) {
    describe(file.replace('../../stories/', ''), () => {
      for (const [name, Story] of Object.entries(composeStories(module))) {
        if (Story.tags.includes('!test')) continue;
        test(name, async () => {
          await Story.run();
        });
      }
    });
  }
}
