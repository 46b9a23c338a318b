import type { RsbuildPlugin } from '@rsbuild/core';

const isScriptOrStyle = (file: string) => file.endsWith('.js') || file.endsWith('.css');

/**
 * Writes dist/chunk-groups.json (per language, see build-files.ts): the JS and CSS files of each named async chunk group
 * (`import(/* webpackChunkName: "page-home" *\/ …)`), so the prerender can preload a page's own
 * chunks in its HTML instead of discovering them only after the entry script runs; and `filesFile`, every JS and
 * CSS file of the build, named or not, so the service worker knows which files are the other language's.
 */
export function pluginChunkGroups(file: string, filesFile: string): RsbuildPlugin {
  return {
    name: 'healvia:chunk-groups',
    setup(api) {
      api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        const groups: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          groups[name] = group.getFiles().filter(isScriptOrStyle);
        }
        compilation.emitAsset(file, new sources.RawSource(JSON.stringify(groups, null, 2)));
        const files = [...compilation.chunks].flatMap((chunk) => [...chunk.files].filter(isScriptOrStyle)).sort();
        compilation.emitAsset(filesFile, new sources.RawSource(JSON.stringify(files, null, 2)));
      });
    },
  };
}
