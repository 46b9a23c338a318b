import type { Preview } from '@storybook/react';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '@/app/fonts.css';
import { startStoryMocks } from '@mocks/story-mocks';
import { axeRunOnly, componentOnlyDisabledRules } from './a11y-rules';
import { withAppProviders, withRouter } from './decorators';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withRouter, withAppProviders],
  loaders: [mswLoader(startStoryMocks)],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: axeRunOnly } },
      config: { rules: componentOnlyDisabledRules.map((id) => ({ id, enabled: false })) },
    },
  },
};

export default preview;
