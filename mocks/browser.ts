import { setupWorker } from 'msw/browser';
import { defaultHandlers } from '@mocks/handlers';

/** `npm run dev:mock`: the whole site against MSW, no API server needed. */
export async function startMockWorker() {
  const worker = setupWorker(...defaultHandlers);
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
  return worker;
}
