import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ramps } from '../../theme/primitives';
import { tokens } from '../../theme/tokens';
import { STORYBOOK_DIR } from './storybook-index';

// The harness of the visual step (issue 43): a copy of the built Storybook with one token changed must fail the
// comparison with the committed baselines, naming exactly the stories that use the token. Each change runs the real
// story run (playwright.stories.config.ts) on a sample of stories, in a child process, on the copy.

/** The sample: a button drawn in the brand colour and the spacing unit, a spinner in the brand colour, and a skeleton in neither. */
const SAMPLE = /Design System\/(PlainButton|Skeleton|Spinner)\b/;
const HARNESS_PORT = Number(process.env.STORYBOOK_TEST_PORT ?? 6107) + 50;

type TokenChange = { name: string; apply: (copy: string) => number; changed: string[]; unchanged: string[] };

/** Every text file of the copy with `from` replaced by `to`; how many files changed. */
function replaceInBuild(copy: string, from: RegExp, to: string): number {
  let files = 0;
  for (const entry of readdirSync(copy, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|css|html)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    const replaced = text.replace(from, to);
    if (replaced === text) continue;
    writeFileSync(file, replaced);
    files += 1;
  }
  return files;
}

const CHANGES: TokenChange[] = [
  {
    // The brand token moved one ramp step darker, teal 700 → 800, wherever the build carries its value.
    name: `brand colour one ramp step darker (${ramps.teal[700]} → ${ramps.teal[800]})`,
    apply: (copy) => replaceInBuild(copy, new RegExp(tokens.brand, 'gi'), ramps.teal[800]),
    // The spinner turns in the brand colour; a disabled button and a skeleton are grey.
    changed: ['PlainButton › Default', 'PlainButton › Outlined', 'PlainButton › Full Width', 'PlainButton › Large With Icon', 'Spinner › Beside A Label'],
    unchanged: ['PlainButton › Disabled', 'PlainButton › Outlined Disabled', 'Skeleton › Text', 'Skeleton › Rounded', 'Skeleton › Circular'],
  },
  {
    // The spacing unit 2 px wider (8 → 10 px): every `theme.spacing()` and CSS module reads it as --hv-spacing.
    name: 'spacing unit 2 px wider (--hv-spacing 8 px → 10 px)',
    apply: (copy) => replaceInBuild(copy, /<\/head>/, '<style>:root { --hv-spacing: 10px !important; }</style></head>'),
    changed: ['PlainButton › Default', 'PlainButton › Outlined', 'PlainButton › Disabled', 'PlainButton › Large With Icon'],
    unchanged: ['Skeleton › Text', 'Spinner › Beside A Label'],
  },
];

type JsonSpec = { title: string; tests: { results: { status: string; error?: { message?: string } }[] }[] };
type JsonSuite = { title: string; suites?: JsonSuite[]; specs?: JsonSpec[] };

/** Each test of the nested run as "<component> › <story>" with its outcome and first error line. */
function outcomes(resultsFile: string): Map<string, { status: string; error: string }> {
  const found = new Map<string, { status: string; error: string }>();
  const visit = (suite: JsonSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      const result = spec.tests[0]?.results[0];
      const component = titles.at(-1)?.replace('Design System/', '') ?? '';
      found.set(`${component} › ${spec.title}`, { status: result?.status ?? 'missing', error: result?.error?.message ?? '' });
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of (JSON.parse(readFileSync(resultsFile, 'utf8')) as { suites: JsonSuite[] }).suites) visit(suite, [suite.title]);
  return found;
}

// It proves the comparison by running it.
test.describe('the visual step', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(120_000);

  for (const change of CHANGES) {
    test(`fails on a copy with the ${change.name}, naming the stories that use it`, () => {
      const work = mkdtempSync(path.join(tmpdir(), 'visual-harness-'));
      try {
        const copy = path.join(work, 'storybook');
        cpSync(STORYBOOK_DIR, copy, { recursive: true });
        expect(change.apply(copy), 'files of the copy carrying the token').toBeGreaterThan(0);
        const report = path.join(work, 'report');
        const results = path.join(work, 'results.json');
        const run = spawnSync(
          'node_modules/.bin/playwright',
          ['test', '--config', 'playwright.stories.config.ts', 'tests/stories/stories.spec.ts', '--grep', SAMPLE.source, '--update-snapshots=none', '--output', path.join(work, 'results')],
          {
            encoding: 'utf8',
            // Not the outer run's JSON report file (`npm run test:stress` names one in the environment): its own.
            env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: results, STORYBOOK_STATIC_DIR: copy, STORYBOOK_TEST_PORT: String(HARNESS_PORT), VISUAL_REPORT_DIR: report, VISUAL_RESULTS_FILE: results },
          },
        );
        expect(run.status, `the run on the changed copy fails\n${run.stdout.slice(-2000)}`).toBe(1);
        const found = outcomes(results);
        for (const story of change.changed) {
          expect(found.get(story)?.status, `${story} is named as changed`).toBe('failed');
          expect(found.get(story)?.error).toMatch(/looks as its baseline[\s\S]*pixels \(ratio [\d.]+ of all image pixels\) are different/);
        }
        for (const story of change.unchanged) expect(found.get(story)?.status, `${story} does not use the token`).toBe('passed');
        // The report a reviewer opens: expected, actual and the difference of each changed story.
        expect(existsSync(path.join(report, 'index.html'))).toBe(true);
        const diffs = readdirSync(path.join(work, 'results'), { recursive: true }).filter((file) => String(file).endsWith('-diff.png'));
        expect(diffs.length).toBeGreaterThanOrEqual(change.changed.length);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    });
  }
});
