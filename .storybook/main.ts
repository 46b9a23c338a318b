import remarkGfm from 'remark-gfm';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-a11y',
    // The written docs pages use GitHub's Markdown tables (keys and what they do, props): MDX 3 needs remark-gfm for them.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    'storybook-addon-tag-badges',
  ],
  // The browser build of rsbuild.config.ts; its node environment is the prerender's renderer.
  framework: { name: 'storybook-react-rsbuild', options: { builder: { environment: 'web' } } },
  staticDirs: ['../public', './public'],
  typescript: { reactDocgen: 'react-docgen-typescript' },
  core: { disableTelemetry: true },
  // The site's bundles fix their language at build time (src/lib/i18n/page-locale.ts); Storybook's reads it from
  // the preview's locale (preview-head.html), so one Storybook shows every story in both languages.
  rsbuildFinal: (rsbuild) => ({
    ...rsbuild,
    source: { ...rsbuild.source, define: { ...rsbuild.source?.define, 'import.meta.env.PUBLIC_LOCALE': 'globalThis.__HV_STORY_LOCALE__' } },
  }),
};

export default config;
