import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

type ChunkGroup = Rspack.ChunkGroup;
type Chunk = Rspack.Chunk;

export const CHUNK_GROUPS_FILE = 'chunk-groups.json';
export const LAZY_STYLES_FILE = 'lazy-styles.json';

/** The source type of the modules CSS extraction puts into a chunk's stylesheet. */
const EXTRACTED_CSS = 'css/mini-extract';
const isStyle = (file: string) => file.endsWith('.css');

/** `group` and every group that may have loaded before it. */
function withAncestors(group: ChunkGroup): ChunkGroup[] {
  const seen = new Set<string | number>();
  const groups: ChunkGroup[] = [];
  const visit = (current: ChunkGroup) => {
    const key = current.index ?? current.name ?? groups.length;
    if (seen.has(key)) return;
    seen.add(key);
    groups.push(current);
    current.getParents().forEach(visit);
  };
  visit(group);
  return groups;
}

/**
 * The stylesheets of the chunks `group` may load later (its lazy imports, theirs, …) holding rules that neither it
 * nor a group loaded before it holds: a deferred section is prerendered, so its rules must be on the page before its
 * code loads. A chunk whose rules are all on the page already (a module copied into chunks other pages share) adds
 * no request.
 */
function lazyStylesOf(group: ChunkGroup, chunkGraph: Rspack.Compilation['chunkGraph']): string[] {
  const cssOf = (chunk: Chunk) =>
    chunkGraph.getChunkModulesIterableBySourceType(chunk, EXTRACTED_CSS).map((module) => module.readableIdentifier());
  const held = new Set(withAncestors(group).flatMap((current) => current.chunks.flatMap(cssOf)));
  const visited = new Set<string | number>();
  const stylesheets = new Set<string>();
  const visit = (parent: ChunkGroup) => {
    for (const child of parent.childrenIterable) {
      const key = child.index ?? child.name ?? child.getFiles().join(' ');
      if (visited.has(key)) continue;
      visited.add(key);
      for (const chunk of child.chunks) {
        const modules = cssOf(chunk);
        if (modules.every((module) => held.has(module))) continue;
        modules.forEach((module) => held.add(module));
        chunk.files.forEach((file) => isStyle(file) && stylesheets.add(file));
      }
      visit(child);
    }
  };
  visit(group);
  return [...stylesheets];
}

/**
 * Writes dist/chunk-groups.json: the JS and CSS files of each named async chunk group
 * (`import(/* webpackChunkName: "page-home" *\/ …)`), so the prerender can preload a page's own
 * chunks in its HTML instead of discovering them only after the entry script runs; and dist/lazy-styles.json:
 * for each, the stylesheets of the chunks it loads later (see lazyStylesOf), which the prerender links too.
 */
export function pluginChunkGroups(): RsbuildPlugin {
  return {
    name: 'healvia:chunk-groups',
    setup(api) {
      api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        const groups: Record<string, string[]> = {};
        const lazyStyles: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          groups[name] = group.getFiles().filter((file) => file.endsWith('.js') || isStyle(file));
          lazyStyles[name] = lazyStylesOf(group, compilation.chunkGraph);
        }
        compilation.emitAsset(CHUNK_GROUPS_FILE, new sources.RawSource(JSON.stringify(groups, null, 2)));
        compilation.emitAsset(LAZY_STYLES_FILE, new sources.RawSource(JSON.stringify(lazyStyles, null, 2)));
      });
    },
  };
}
