import { readFileSync } from 'node:fs';
import ts from 'typescript';

const tsconfigPath = ts.findConfigFile(process.cwd(), ts.sys.fileExists, 'tsconfig.json')!;
const { options } = ts.parseJsonConfigFileContent(ts.readConfigFile(tsconfigPath, ts.sys.readFile).config, ts.sys, process.cwd());

/** A file's static imports that stay in the bundle: `import type` and `import { type X }`-only are left out. */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause !== undefined &&
          clause.name === undefined &&
          clause.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      return typeOnly ? [] : [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    return [];
  });
}

/** Every package imported at runtime by the project files the entries reach statically (lazy `import()` excluded). */
export function reachablePackages(entries: readonly string[], stopAt: (file: string) => boolean = () => false) {
  const importedBy = new Map<string, string | undefined>(entries.map((entry) => [entry, undefined]));
  const packages: { name: string; chain: string[] }[] = [];
  const chainTo = (file: string): string[] => {
    const importer = importedBy.get(file);
    return importer === undefined ? [file] : [...chainTo(importer), file];
  };
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (stopAt(file)) continue;
    for (const specifier of runtimeSpecifiers(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && /\.tsx?$/.test(resolved.resolvedFileName)) {
        if (importedBy.has(resolved.resolvedFileName)) continue;
        importedBy.set(resolved.resolvedFileName, file);
        queue.push(resolved.resolvedFileName);
      } else if (!specifier.startsWith('.')) {
        packages.push({ name: specifier, chain: chainTo(file) });
      }
    }
  }
  return { files: new Set(importedBy.keys()), packages };
}
