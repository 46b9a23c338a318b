import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, it } from 'vitest';
import { prerenderWithAllChunks } from '@/design-system/deferred/chunk';
import { AppProviders } from '@/app/app-providers';
import { createEmotionCache } from '@theme/emotion-cache';
import { AuthScreen } from '@/features/auth/screens/auth-screen';

const page = (url: string) => (
  <CacheProvider value={createEmotionCache()}>
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <AuthScreen />
      </MemoryRouter>
    </AppProviders>
  </CacheProvider>
);

// /auth is prerendered without a query; the guard's ?reason=session-expired must not break hydration.
it('hydrates the prerendered /auth at /auth?reason=session-expired without a mismatch, then shows the note', async () => {
  // As the prerender does: the deferred form is in the HTML.
  const html = await prerenderWithAllChunks(() => renderToString(page('/auth')));
  expect(html).toContain('Log in');
  expect(html).toContain('type="password"');
  expect(html).not.toContain('Your session has ended');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recovered: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, page('/auth?next=%2Fself-check-scan&reason=session-expired'), { onRecoverableError: (error) => recovered.push(error) }),
  );

  expect(recovered).toEqual([]);
  expect(container.textContent).toContain('Your session has ended. Please log in again to continue — your answers are saved.');
  act(() => root.unmount());
  container.remove();
});
