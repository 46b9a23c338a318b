import { readFileSync } from 'node:fs';

export type IndexEntry = { type: 'story' | 'docs'; id: string; name: string; title: string; importPath: string; tags?: string[] };

/** The static Storybook under test: this checkout's build, or a copy of it (the visual harness's). */
export const STORYBOOK_DIR = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static';

/** What `storybook build` indexed (scripts/test-storybook.sh builds before the tests run). */
export const indexEntries: IndexEntry[] = Object.values(
  (JSON.parse(readFileSync(`${STORYBOOK_DIR}/index.json`, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
);
