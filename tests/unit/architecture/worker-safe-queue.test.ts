import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { reachablePackages } from './runtime-imports';

const root = process.cwd();
const serviceWorkerModule = join(root, 'src/service-worker/queued-requests-sync.ts');
/** Reached lazily (import()), which the static walk leaves out: the worker bundles it to answer a 428 (issue 41). */
const proofOfWorkSolver = join(root, 'src/lib/bot-signals/solve-challenge.ts');

/** Uses of the identifiers `window` and `document` (not property names, strings or comments). */
function pageGlobals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const isPropertyName = node.parent !== undefined && ts.isPropertyAccessExpression(node.parent) && node.parent.name === node;
    if (ts.isIdentifier(node) && (node.text === 'window' || node.text === 'document') && !isPropertyName) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${relative(root, file)}:${line + 1} ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the service worker's queue module", () => {
  const { files, packages } = reachablePackages([serviceWorkerModule]);

  it('reaches src/lib only, and no package but idb', () => {
    const outside = [...files].map((file) => relative(root, file)).filter((file) => !file.startsWith('src/lib/') && !file.startsWith('src/service-worker/'));
    expect(outside).toEqual([]);
    expect([...new Set(packages.map(({ name }) => name))]).toEqual(['idb']);
    expect([...files].map((file) => relative(root, file))).toContain('src/lib/offline/request-queue.ts');
  });

  it('never touches window or document', () => {
    expect([...files].flatMap(pageGlobals)).toEqual([]);
  });

  it("solves a proof of work with altcha's library alone, touching no window or document", () => {
    expect([...files].map((file) => relative(root, file))).toContain('src/lib/bot-signals/proof-of-work.ts');
    const solver = reachablePackages([proofOfWorkSolver]);
    expect([...new Set(solver.packages.map(({ name }) => name))]).toEqual(['altcha/lib']);
    expect([...solver.files].flatMap(pageGlobals)).toEqual([]);
  });
});
