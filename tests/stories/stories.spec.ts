import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './story-page';

type IndexEntry = { type: 'story' | 'docs'; id: string; name: string; title: string; importPath: string; tags?: string[] };

/** What `storybook build` indexed (scripts/test-storybook.sh builds before the tests run). */
const entries = Object.values((JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
const stories = entries.filter((entry) => entry.type === 'story');
const tested = stories.filter((story) => story.tags?.includes('test'));
const harness = stories.filter((story) => story.tags?.includes('axe-harness'));

test('every story file is indexed, and every story but the harness is tested', () => {
  expect(new Set(stories.map((story) => story.importPath)).size).toBeGreaterThan(90);
  expect(stories.filter((story) => !tested.includes(story) && !harness.includes(story)).map((story) => story.id)).toEqual([]);
});

const byTitle = new Map<string, IndexEntry[]>();
for (const story of tested) byTitle.set(story.title, [...(byTitle.get(story.title) ?? []), story]);

for (const [title, ofTitle] of byTitle) {
  test.describe(title, () => {
    for (const story of ofTitle) {
      test(story.name, async ({ stories: runner }) => {
        expect(await runner.run(story.id)).toBeUndefined();
      });
    }
  });
}

// The harness of the harness: stories with deliberate violations must fail, or axe has stopped judging the stories.
test.describe('the axe harness', () => {
  test('has its three stories', () => {
    expect(harness.map((story) => story.name).sort()).toEqual(['Button Without Name', 'Name Without Visible Label', 'Text Without Contrast']);
  });

  for (const [story, rule] of [
    ['harness-axe-violations--text-without-contrast', 'color-contrast'],
    ['harness-axe-violations--button-without-name', 'button-name'],
    ['harness-axe-violations--name-without-visible-label', 'label-content-name-mismatch'],
  ] as const) {
    test(`${story} fails on ${rule}`, async ({ stories: runner }) => {
      expect(await runner.run(story)).toContain(`axe ${rule} (`);
    });
  }
});
