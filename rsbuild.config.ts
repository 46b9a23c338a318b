import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const mocking = process.env.PUBLIC_API_MOCKING === 'true';
const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: { index: './src/main.tsx' },
    // Defined even when unset so the bundler can drop mock-mode code from production builds.
    define: {
      'import.meta.env.PUBLIC_API_MOCKING': JSON.stringify(mocking ? 'true' : 'false'),
      'import.meta.env.PUBLIC_API_BASE_URL': JSON.stringify(process.env.PUBLIC_API_BASE_URL ?? ''),
    },
  },
  html: {
    template: './src/index.html',
    title: 'Healvia — doctors, lab tests and scans',
    meta: {
      description:
        'Book doctor appointments, lab tests, health checks and scans with Healvia. Accredited labs, reports in 12 to 24 hours.',
      'theme-color': '#095C57',
    },
    favicon: './public/favicon.svg',
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    // The mock service worker lives outside public/ so it never ships in the production build.
    publicDir: mocking ? [{ name: 'public' }, { name: '.storybook/public' }] : { name: 'public' },
    proxy: mocking ? undefined : { '/api': `http://127.0.0.1:${apiPort}` },
  },
  output: {
    distPath: { root: 'dist' },
    filenameHash: true,
    legalComments: 'none',
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
});
