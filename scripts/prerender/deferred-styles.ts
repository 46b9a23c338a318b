import { readFileSync } from 'node:fs';
import path from 'node:path';

// A class name in a selector: followed by the rule's `{` before any other brace (not a value such as `0.5rem`).
const selectorClass = /\.(-?[_a-zA-Z][\w-]*)(?=[^{}]*\{)/g;
const classAttribute = /\sclass="([^"]*)"/g;

/**
 * The CSS Modules of a section whose hydration is deferred sit in that section's async stylesheet, which the
 * browser loads only with the section's code. The prerendered HTML needs them from the first paint: this adds
 * the fewest async stylesheets that define every class the page's HTML uses and its linked stylesheets do not (a
 * module shared by several chunks is in each one's stylesheet), after the page's own. When the section then
 * hydrates, the chunk loader finds its stylesheet already linked, or loads one that adds nothing new. Only its own
 * build's (`ownStylesheets`): the languages' builds share a folder, and a page linking the other build's file would
 * miss it offline, as its language's worker does not keep that file.
 */
export function deferredStylesheets(dist: string, ownStylesheets: readonly string[]) {
  const classesByFile = new Map<string, ReadonlySet<string>>(
    [...ownStylesheets].sort().map((file) => {
      const css = readFileSync(path.join(dist, file), 'utf8');
      return [file, new Set([...css.matchAll(selectorClass)].map((match) => match[1] ?? ''))] as const;
    }),
  );
  return (appHtml: string, linked: readonly string[]): string[] => {
    const styled = new Set([...classesByFile.values()].flatMap((classes) => [...classes]));
    const used = [...appHtml.matchAll(classAttribute)].flatMap((match) => (match[1] ?? '').split(/\s+/)).filter((name) => styled.has(name));
    const missing = new Set(used.filter((name) => !linked.some((file) => classesByFile.get(file)?.has(name))));
    const added: string[] = [];
    while (missing.size > 0) {
      const covering = (file: string) => [...missing].filter((name) => classesByFile.get(file)?.has(name)).length;
      const best = [...classesByFile.keys()].reduce((chosen, file) => (covering(file) > covering(chosen) ? file : chosen));
      for (const name of classesByFile.get(best) ?? []) missing.delete(name);
      added.push(best);
    }
    return added;
  };
}
