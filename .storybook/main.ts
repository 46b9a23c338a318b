import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // The browser build of rsbuild.config.ts; its node environment is the prerender's renderer.
  framework: { name: 'storybook-react-rsbuild', options: { builder: { environment: 'web' } } },
  staticDirs: ['../public', './public'],
  typescript: { reactDocgen: 'react-docgen-typescript' },
  core: { disableTelemetry: true },
};

export default config;
