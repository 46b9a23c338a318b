// Storybook test-runner in Debian's Chromium: the only run that judges colour contrast.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './tests/chromium-launch.js';

const testRunnerConfig = getJestConfig();

export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions,
    },
  },
};
