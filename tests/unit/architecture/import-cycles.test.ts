import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const { options } = ts.parseJsonConfigFileContent(ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root);
const folders = ['src', 'theme', 'server', 'scripts', 'mocks', 'stories', 'tests'];
const files = folders.flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name)),
);

/**
 * Every project file a file imports statically, type-only imports included. An `import()` only is left out: a
 * cycle through one cannot run a module before its imports (a page's route imports its screen on demand, and a
 * screen links to other pages through their routes).
 */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const onDemand = new Set([...source.matchAll(/\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'/g)].map(([, specifier]) => specifier));
  const statically = new Set([...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom '([^']+)'/gm)].map(([, specifier]) => specifier));
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.filter(({ fileName }) => statically.has(fileName) || !onDemand.has(fileName))
    .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule)
    .flatMap((resolved) => (resolved && !resolved.isExternalLibraryImport ? [resolved.resolvedFileName] : []));
}

/** The groups of files that import each other, directly or through others (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    lowest.set(file, order.get(file)!);
    stack.push(file);
    for (const imported of graph.get(file) ?? []) {
      if (!graph.has(imported)) continue;
      if (!order.has(imported)) visit(imported);
      if (stack.includes(imported)) lowest.set(file, Math.min(lowest.get(file)!, lowest.get(imported)!));
    }
    if (lowest.get(file) !== order.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1) found.push(group.map((member) => relative(root, member)));
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

describe('imports', () => {
  // import-x/no-cycle in the lint leaves out type-only imports; a type imported back is still a knot to untie.
  // Reads and resolves every file: seconds on a busy machine.
  it('form no cycle, counting type-only imports', { timeout: 30_000 }, () => {
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(500);
    expect(cycles(graph)).toEqual([]);
  });
});
