import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@fontsource-variable/figtree/wght.css';
import { AppProviders } from '@/app/app-providers';
import { createAppRouter } from '@/app/router';

function enableMocking(): Promise<unknown> {
  // Mock mode only; the condition is fixed at build time, so production bundles drop this import entirely.
  if (import.meta.env.PUBLIC_API_MOCKING === 'true') {
    // eslint-disable-next-line import-x/no-restricted-paths
    return import('@mocks/browser').then(({ startMockWorker }) => startMockWorker());
  }
  return Promise.resolve();
}

void enableMocking().then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
});
