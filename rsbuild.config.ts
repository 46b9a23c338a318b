import { defineConfig, type EnvironmentConfig } from '@rsbuild/core';
import { chunkFilesFile, chunkGroupsFile, rendererFolder } from './scripts/prerender/build-files';
import type { Locale } from './src/lib/i18n/locale';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginChunkGroups } from './scripts/prerender/chunk-groups-plugin';
import { serveSearchIndexInDevelopment } from './scripts/dev/search-index-middleware';
import { tokens } from './theme/tokens';
import { pluginHomeScreenIconLink } from './scripts/web-manifest/home-screen-icon-link-plugin';
import { staffConsoleName } from './src/lib/staff-console-name';

const mocking = process.env.PUBLIC_API_MOCKING === 'true';
const apiPort = process.env.API_PORT ?? '3000';

/**
 * The browser's bundle of one language. Each language is built on its own (PUBLIC_LOCALE fixed, see
 * src/lib/i18n/locale.ts) so a page ships only its own messages; Hindi's files go under static/hi/.
 */
function webEnvironment(locale: Locale): EnvironmentConfig {
  const hindi = locale === 'hi';
  return {
    // Hindi pages add the Devanagari faces to the site's font family (English pages never download them).
    source: { entry: { index: hindi ? ['./src/app/fonts-devanagari.css', './src/main.tsx'] : './src/main.tsx' }, define: localeDefine(locale) },
    html: { templateParameters: { lang: locale } },
    output: {
      target: 'web',
      distPath: hindi ? { root: 'dist', html: 'static/hi' } : { root: 'dist' },
    },
    plugins: [pluginChunkGroups(chunkGroupsFile(locale), chunkFilesFile(locale)), pluginHomeScreenIconLink()],
  };
}

/** The renderer of one language's pages, which scripts/prerender.ts runs once per page of that language. */
function nodeEnvironment(locale: Locale): EnvironmentConfig {
  return {
    source: { entry: { render: './src/entry-server.tsx' }, define: localeDefine(locale) },
    output: {
      target: 'node',
      module: true,
      distPath: { root: rendererFolder(locale) },
      // Same public paths as the browser build, so rendered <img>/<link> URLs match; files stay in dist/.
      emitAssets: false,
      emitCss: false,
      filenameHash: false,
    },
  };
}

const localeDefine = (locale: Locale) => ({ 'import.meta.env.PUBLIC_LOCALE': JSON.stringify(locale) });

/**
 * The staff console (src/console): a second app, behind sign-in, rendered in the browser only, in English. Its files
 * go under static/staff/ and its page to staff/index.html, which the server answers at every /staff path
 * (server/http/staff-console.ts): the public site's pages and chunks stay byte for byte what they were, and its
 * service worker leaves every console file alone (src/lib/staff-console-paths.ts).
 */
function staffEnvironment(): EnvironmentConfig {
  const files = 'static/staff';
  return {
    source: { entry: { index: './src/console/main.tsx' }, define: localeDefine('en') },
    html: { template: './src/console/index.html', title: staffConsoleName },
    output: {
      target: 'web',
      distPath: {
        root: 'dist',
        html: 'staff',
        js: `${files}/js`,
        jsAsync: `${files}/js/async`,
        css: `${files}/css`,
        cssAsync: `${files}/css/async`,
        svg: `${files}/svg`,
        font: `${files}/font`,
        image: `${files}/image`,
        media: `${files}/media`,
        wasm: `${files}/wasm`,
        assets: `${files}/assets`,
      },
    },
  };
}

/**
 * Five builds from one source: `web` is what browsers load; `node` is the renderer that
 * scripts/prerender.ts runs once per route; each again in Hindi (`web-hi`, `node-hi`) to write each page's HTML (see README, "Adding a page");
 * `staff` is the staff console.
 */
export default defineConfig({
  plugins: [pluginReact()],
  resolve: {
    alias: { 'use-sync-external-store/shim$': './src/lib/use-sync-external-store-shim.ts' },
  },
  source: {
    // Defined even when unset so the bundler can drop mock-mode code from production builds.
    define: {
      'import.meta.env.PUBLIC_API_MOCKING': JSON.stringify(mocking ? 'true' : 'false'),
      'import.meta.env.PUBLIC_API_BASE_URL': JSON.stringify(process.env.PUBLIC_API_BASE_URL ?? ''),
    },
  },
  html: {
    template: './src/index.html',
    // Each page's title comes from its manifest entry (prerender, or the client for the shell).
    title: '',
    meta: { 'theme-color': tokens.brand },
    favicon: './public/favicon.svg',
  },
  // Every chunk compiled up front: lazy compilation lost modules of dynamic imports that share a chunk name
  // (the boot steps of src/main.tsx, MUI's theme), and pages failed with "reading 'call'" in __webpack_require__.
  dev: { lazyCompilation: false },
  server: {
    port: Number(process.env.PORT ?? 5173),
    // In development every route is client-rendered from the template; /staff paths from the console's.
    historyApiFallback: { rewrites: [{ from: /^\/staff(?:\/|$)/, to: '/staff/index.html' }] },
    // The mock service worker lives outside public/ so it never ships in the production build.
    publicDir: mocking ? [{ name: 'public' }, { name: '.storybook/public' }] : { name: 'public' },
    proxy: mocking ? undefined : { '/api': `http://127.0.0.1:${apiPort}` },
    // In mock mode MSW answers for the search index, as it does for every data file.
    setup: mocking ? [] : [serveSearchIndexInDevelopment],
  },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      // Small modules several chunks share get a chunk of their own rather than a copy in each (HTTP/2).
      override: { minSize: 4_000 },
      // MUI's core (styling engine, theme, the few components nearly every section renders) as one cached chunk.
      // The shell boots without it; left to the default rules, its small modules were copied into every chunk
      // that renders MUI (+300 KB of scripts in all).
      forceSplitting: {
        'lib-mui':
          /node_modules[\\/](?:@emotion|stylis|react-is|hoist-non-react-statics|clsx|@babel[\\/]runtime|@mui[\\/](?:system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](?:styles|utils|internal|zero-styled|DefaultPropsProvider|transitions|Box|Container|Typography|Link|SvgIcon|Paper|ButtonBase|Button|Card|CardContent|Stack|Skeleton|useMediaQuery))[\\/]/,
      },
    },
  },
  output: {
    filenameHash: true,
    legalComments: 'none',
  },
  environments: {
    web: webEnvironment('en'),
    'web-hi': webEnvironment('hi'),
    node: nodeEnvironment('en'),
    'node-hi': nodeEnvironment('hi'),
    staff: staffEnvironment(),
  },
});
