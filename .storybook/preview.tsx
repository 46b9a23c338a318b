import type { Preview } from '@storybook/react';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import '@/app/fonts.css';
// The Hindi build's faces (rsbuild.config.ts, web-hi): Devanagari stories draw in the site's font, not the system's.
import '@/app/fonts-devanagari.css';
import { startStoryMocks } from '@mocks/story-mocks';
import { axeExperimentalRules, axeRunOnly, componentOnlyDisabledRules } from './a11y-rules';
import { withAppProviders, withRouter } from './decorators';
import { localeGlobalType, withLocale } from './locale';

// findBy… and waitFor wait as long as a person would (Playwright's expect waits 7 s), not Testing Library's
// default 1 s: on a busy 2-core machine a mocked answer, a lazy chunk and a transition can take longer than
// that, and a story then failed at random (FromTheHomeHero's toast).
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withRouter, withAppProviders, withLocale],
  globalTypes: { locale: localeGlobalType },
  initialGlobals: { locale: 'en' },
  loaders: [mswLoader(startStoryMocks)],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // The sidebar: the foundations first (in reading order), then the design system, then the rest.
    options: {
      storySort: {
        order: [
          'Foundations',
          ['Overview', 'Colour', 'Typography', 'Spacing', 'Radii', 'Elevation', 'Breakpoints', 'Icons', 'Motion', 'Focus'],
          'Design System',
          'App',
          'Pages',
          'Features',
          'Console',
          'Flows',
          '*',
        ],
      },
    },
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: axeRunOnly }, rules: axeExperimentalRules },
      config: { rules: componentOnlyDisabledRules.map((id) => ({ id, enabled: false })) },
    },
  },
};

export default preview;
