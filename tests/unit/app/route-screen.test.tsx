import { Suspense, act } from 'react';
import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { RouteEntry } from '@/app/page-contract';
import { RouteErrorBoundary } from '@/app/layout/route-error-boundary';
import { RouteScreen } from '@/app/routing/route-screen';

// In act, so that React renders again once the screen's import has settled.
const renderRoute = (route: RouteEntry) =>
  act(async () =>
    render(
      <RouteErrorBoundary>
        <Suspense fallback={null}>
          <RouteScreen route={route} />
        </Suspense>
      </RouteErrorBoundary>,
    ),
  );

it("shows the error box when a page's code fails to load, and imports it again on the next visit", async () => {
  const screenModule = vi.fn<RouteEntry['screen']>();
  screenModule.mockRejectedValueOnce(new Error('Loading chunk page-about failed')).mockResolvedValue(() => <h1>About us</h1>);
  const route: RouteEntry = { path: '/about', title: 'About', description: 'About us.', plainScreen: true, screen: screenModule };
  // React reports the error it caught on the console: expected here, so it is read rather than failing the test.
  const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);

  const failed = await renderRoute(route);
  expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load this page.');
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  expect(reported.mock.calls.flat().join(' ')).toContain('Loading chunk page-about failed');
  reported.mockRestore();
  failed.unmount();

  await renderRoute(route);
  expect(await screen.findByRole('heading', { name: 'About us' })).toBeVisible();
  expect(screenModule).toHaveBeenCalledTimes(2);
});
