import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@fontsource-variable/figtree/wght.css';
import { AppProviders } from '@/app/app-providers';
import { createAppRouter } from '@/app/router';

async function enableMocking() {
  if (import.meta.env.PUBLIC_API_MOCKING !== 'true') return;
  // Mock mode only: the bundler drops this import from production builds.
  // eslint-disable-next-line import-x/no-restricted-paths
  const { startMockWorker } = await import('@mocks/browser');
  await startMockWorker();
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
