import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachablePackages } from './runtime-imports';

const root = process.cwd();
const filesUnder = (folder: string, recursive: boolean) =>
  readdirSync(join(root, folder), { recursive, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

const firstLoad = [
  ...filesUnder('src/app/pages', true),
  ...filesUnder('src/app/layout', true),
  ...filesUnder('src/features/catalogue/components', true),
  ...filesUnder('src/features/catalogue/api', true),
  join(root, 'src/lib/use-data-file.ts'),
];
// The lead forms validate what a visitor types, so they bring zod with them; the pages load them on intent.
// The login, self-check and registration pages are forms themselves: zod is their page's own chunk, never the layout's.
const formFolders = ['src/features/leads/components/', 'src/features/auth/', 'src/features/assessment/', 'src/features/onboarding/'];
const isForm = (file: string) => formFolders.some((folder) => relative(root, file).startsWith(folder));
const isZod = (name: string) => name === 'zod' || name.startsWith('zod/') || name === '@/lib/zod' || name === '@hookform/resolvers/zod';

describe("the browser's first load", () => {
  // A guard against hangs, not a budget: it parses every file the first load can reach (3–4 s on an idle 2-core
  // machine, 6–7 s beside the other suites); Vitest's default 5 s failed it at random under load.
  it('reaches no zod from pages, layout, catalogue components and data hooks (data files are checked at build time)', { timeout: 30_000 }, () => {
    const { files, packages } = reachablePackages(firstLoad, isForm);
    expect(files.size).toBeGreaterThan(firstLoad.length);
    const zodImports = packages
      .filter(({ name }) => isZod(name))
      .map(({ name, chain }) => `${chain.map((file) => relative(root, file)).join(' → ')} → ${name}`);
    expect(zodImports).toEqual([]);
  });
});
