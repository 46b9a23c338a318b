import { createElement, use, type ComponentType } from 'react';
import type { PageRoute } from '@/app/page-contract';
import { withMuiTheme } from '@/design-system/mui-theme/mui-theme-island';

/** A promise that says, once settled, what it holds: React's `use` then returns it without suspending. */
type TrackedScreen = Promise<ComponentType> & { status?: 'fulfilled' | 'rejected'; value?: ComponentType; reason?: unknown };

// By the route's screen import: the route manifest's entries spread the same route, and share its screen.
const screens = new Map<PageRoute['screen'], TrackedScreen>();

/**
 * A route's screen, imported once and kept: awaited before the first render (hydration, prerender), it renders
 * at once; on a client-side navigation the screen suspends inside the router's transition, which keeps the page
 * on screen until the next one has loaded. A screen that failed to load stays failed (rendering it again would
 * retry in a loop while offline) until `forgetFailedScreens`.
 */
export function loadScreen(route: PageRoute): Promise<ComponentType> {
  const known = screens.get(route.screen);
  if (known) return known;
  // A screen that renders MUI outside its deferred sections gets MUI's theme, loaded with it (see page-contract).
  const loading = 'plainScreen' in route ? route.screen() : withMuiTheme(route.screen());
  const tracked: TrackedScreen = loading.then(
    (Screen) => {
      Object.assign(tracked, { status: 'fulfilled', value: Screen });
      return Screen;
    },
    (error: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason: error });
      throw error;
    },
  );
  screens.set(route.screen, tracked);
  return tracked;
}

/** Lets the screens that failed to load be imported again, once the error they caused is on screen. */
export function forgetFailedScreens(): void {
  for (const [load, screen] of screens) if (screen.status === 'rejected') screens.delete(load);
}

/** The routed page: its screen, once loaded (the same component on every render: `loadScreen` keeps it). */
export function RouteScreen({ route }: { route: PageRoute }) {
  return createElement(use(loadScreen(route)));
}
