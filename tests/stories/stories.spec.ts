import { readdirSync } from 'node:fs';
import { expect } from '@playwright/test';
import { BASELINES_DIR, isPageOrLayout, NARROW_WIDTH } from './story-look';
import { test } from './story-page';
import { indexEntries, type IndexEntry } from './storybook-index';

const stories = indexEntries.filter((entry) => entry.type === 'story');
const tested = stories.filter((story) => story.tags?.includes('test'));
const harness = stories.filter((story) => story.tags?.includes('axe-harness'));

test('every story file is indexed, and every story but the harness is tested', () => {
  expect(new Set(stories.map((story) => story.importPath)).size).toBeGreaterThan(90);
  expect(stories.filter((story) => !tested.includes(story) && !harness.includes(story)).map((story) => story.id)).toEqual([]);
});

const byTitle = new Map<string, IndexEntry[]>();
for (const story of tested) byTitle.set(story.title, [...(byTitle.get(story.title) ?? []), story]);

/**
 * Each page and layout piece is also drawn at 375 px and in Hindi, as it first appears: its first story (the default
 * state). Its other stories are states of the same layout, drawn once, as played.
 */
const withVariants = new Set([...byTitle].filter(([title]) => isPageOrLayout(title)).map(([, ofTitle]) => ofTitle[0]!.id));
/** Pages, layout pieces and whole journeys: their plays check what they are about, not every section below it. */
const waitsForQuiet = (title: string) => isPageOrLayout(title) || title.startsWith('Flows/');
// Storybook collapses hyphens in ids, so '---' is in none: a variant's file cannot be a story's ("No Query" in Hindi
// is not the story "No Query In Hindi").
const narrowName = (id: string) => `${id}---at-${NARROW_WIDTH}px`;
const hindiName = (id: string) => `${id}---in-hindi`;

test('every baseline belongs to a story (delete the others)', () => {
  const names = tested.flatMap((story) => [story.id, ...(withVariants.has(story.id) ? [narrowName(story.id), hindiName(story.id)] : [])]);
  expect(names.length, 'one baseline per shot').toBe(new Set(names).size);
  const expected = new Set(names.map((name) => `${name}.png`));
  expect(readdirSync(BASELINES_DIR).filter((file) => !expected.has(file))).toEqual([]);
});

for (const [title, ofTitle] of byTitle) {
  test.describe(title, () => {
    for (const story of ofTitle) {
      test(story.name, async ({ stories: runner }) => {
        expect(await runner.run(story.id)).toBeUndefined();
        await runner.looksAsBefore(story.id, { untilQuiet: waitsForQuiet(title) });
      });
      if (!withVariants.has(story.id)) continue;
      test(`${story.name} · ${NARROW_WIDTH} px, before playing`, async ({ stories: runner }) => {
        expect(await runner.runStill(story.id, { width: NARROW_WIDTH })).toBeUndefined();
        await runner.looksAsBefore(narrowName(story.id));
      });
      test(`${story.name} · in Hindi, before playing`, async ({ stories: runner }) => {
        expect(await runner.runStill(story.id, { locale: 'hi' })).toBeUndefined();
        await runner.looksAsBefore(hindiName(story.id));
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
