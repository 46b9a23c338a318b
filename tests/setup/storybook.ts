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

// The app's lazily loaded modules (toast host, dialogs, mobile menu, search field) are compiled before the first story.
// Otherwise a story that starts one (a form prepares the toast host) can end before it arrives, and React's
// ping for it lands in a later story while Storybook's act bookkeeping is mid-render, which React reports
// as "The current testing environment is not configured to support act(...)".
beforeAll(async () => {
  await Promise.all([
    import('@/design-system/toast/toast-host'),
    import('@/app/layout/header/mobile-menu'),
    import('@/features/leads/components/appointment-dialog'),
    import('@/features/leads/components/callback-dialog'),
    import('@/app/layout/header/search-panel'),
  ]);
}, 60_000);
