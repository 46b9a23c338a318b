import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Writes dist/chunk-groups.json (per language, see build-files.ts): the JS and CSS files of each named async chunk group
 * (`import(/* webpackChunkName: "page-home" *\/ …)`), so the prerender can preload a page's own
 * chunks in its HTML instead of discovering them only after the entry script runs.
 */
export function pluginChunkGroups(file: string): RsbuildPlugin {
  return {
    name: 'healvia:chunk-groups',
    setup(api) {
      api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        const groups: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          groups[name] = group.getFiles().filter((file) => file.endsWith('.js') || file.endsWith('.css'));
        }
        compilation.emitAsset(file, new sources.RawSource(JSON.stringify(groups, null, 2)));
      });
    },
  };
}
