import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const browserTestFiles = ['tests/e2e', 'tests/stories', 'stories'].flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1)),
);

/**
 * A test that passes only on a retry is a flake CI would hide (Playwright lists it as "flaky" and stays green):
 * every suite runs each test once, so a flake turns CI red and `npm run test:stress` finds it before it lands.
 */
describe('a test runs once, and waits for what a person waits for', () => {
  it('has no retries in either Playwright suite or in vitest', () => {
    for (const config of ['playwright.config.ts', 'playwright.stories.config.ts']) expect(read(config).match(/\bretries:\s*[^,\n]+/g)).toEqual(['retries: 0']);
    expect(read('vitest.config.ts')).not.toMatch(/\bretry\b/);
  });

  it('sets no retries and no fixed waits in a spec or a story', () => {
    const offending = browserTestFiles.filter((file) => /\bretries\s*:|\.retry\(|waitForTimeout\(|\bsleep\(/.test(read(file)));
    expect(offending).toEqual([]);
  });
});
