import { useState } from 'react';
import type { Decorator } from '@storybook/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ThemeBaseline } from '@theme/theme-baseline';
import { AppProviders } from '@/app/app-providers';

/** Shows where a story navigated to (path, query and fragment), so play functions can assert it. */
function CurrentLocation() {
  const location = useLocation();
  return (
    <p data-testid="current-location">
      Navigated to {location.pathname}
      {location.search}
      {location.hash}
    </p>
  );
}

export type RouteParameters = {
  /** Route pattern the story renders at, e.g. '/package-details/:id'. */
  path?: string;
  /** Initial URL, e.g. '/package-details/3'. */
  initialEntry?: string;
};

/** Theme, baseline, toasts and a fresh SWR cache for every story, so no story sees another's data. */
export const withAppProviders: Decorator = (Story, context) => {
  function FreshCache() {
    const [cache] = useState(() => new Map());
    return (
      <SWRConfig value={{ provider: () => cache }}>
        <Story />
      </SWRConfig>
    );
  }
  // The theme and baseline a page's stylesheet holds in the app (the prerender collects them).
  return (
    <ThemeBaseline>
      <AppProviders key={context.id}>
        <FreshCache />
      </AppProviders>
    </ThemeBaseline>
  );
};

/** A memory router per story; `parameters.route` sets the path and initial URL. */
export const withRouter: Decorator = (Story, context) => {
  const route = (context.parameters.route ?? {}) as RouteParameters;
  const path = route.path ?? '/';
  return (
    <MemoryRouter initialEntries={[route.initialEntry ?? path]}>
      <Routes>
        <Route path={path} element={<Story />} />
        <Route path="*" element={<CurrentLocation />} />
      </Routes>
    </MemoryRouter>
  );
};
