import { beforeAll, vi } from 'vitest';
import { setProjectAnnotations } from '@storybook/react';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import preview from '../../.storybook/preview';
import { componentOnlyDisabledRules } from '../../.storybook/a11y-rules';

// msw-storybook-addon starts msw/browser's service worker, which jsdom lacks: run the same handlers through msw/node.
vi.mock('msw/browser', async () => {
  const { setupServer } = await import('msw/node');
  return {
    setupWorker: (...handlers: Parameters<typeof setupServer>) => {
      const server = setupServer(...handlers);
      return {
        start: async () => server.listen({ onUnhandledRequest: 'bypass' }),
        stop: () => server.close(),
        use: server.use.bind(server),
        resetHandlers: server.resetHandlers.bind(server),
        restoreHandlers: server.restoreHandlers.bind(server),
        listHandlers: server.listHandlers.bind(server),
        events: server.events,
      };
    },
  };
});

// jsdom cannot compute colour contrast; the static Storybook run in Chromium judges it.
const jsdomOnly = { parameters: { a11y: { config: { rules: [...componentOnlyDisabledRules, 'color-contrast'].map((id) => ({ id, enabled: false })) } } } };

const annotations = setProjectAnnotations([a11yAddonAnnotations, preview, jsdomOnly]);
beforeAll(annotations.beforeAll);
