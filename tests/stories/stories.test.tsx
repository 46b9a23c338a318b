import { composeStories } from '@storybook/react';
import type { Meta, StoryFn } from '@storybook/react';
import { describe, expect, test } from 'vitest';

type StoryModule = { default: Meta } & Record<string, StoryFn | Meta>;

const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

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
