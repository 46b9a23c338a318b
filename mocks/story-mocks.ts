import { setupWorker } from 'msw/browser';
import { defaultHandlers } from '@mocks/handlers';

/** The worker behind Storybook: default handlers survive the per-story reset; stories add their own. */
export async function startStoryMocks() {
  const worker = setupWorker(...defaultHandlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
  return worker;
}
