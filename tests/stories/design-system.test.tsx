import { expect, test } from 'vitest';
import { runStories, type StoryModule } from './run-stories';

runStories(import.meta.glob<StoryModule>(['../../stories/design-system/**/*.stories.tsx', '../../stories/app/**/*.stories.tsx'], { eager: true }));

test('every story file is run by one of the story test files', () => {
  const runFolders = /^\.\.\/\.\.\/stories\/(design-system|app|features|pages|flows)\//;
  expect(Object.keys(import.meta.glob('../../stories/**/*.stories.tsx')).filter((file) => !runFolders.test(file))).toEqual([]);
});
