import { createElement, use, type ComponentType } from 'react';
import type { RouteEntry } from '@/app/page-contract';
import { withMuiTheme } from '@/design-system/mui-theme/mui-theme-island';

/** A promise that says, once settled, what it holds: React's `use` then returns it without suspending. */
type TrackedScreen = Promise<ComponentType> & { status?: 'fulfilled' | 'rejected'; value?: ComponentType; reason?: unknown };

const screens = new Map<RouteEntry, TrackedScreen>();

/**
 * A route's screen, imported once and kept: awaited before the first render (hydration, prerender), it renders
 * at once; on a client-side navigation the screen suspends inside the router's transition, which keeps the page
 * on screen until the next one has loaded. A screen that failed to load stays failed (rendering it again would
 * retry in a loop while offline) until `forgetFailedScreens`.
 */
export function loadScreen(route: RouteEntry): Promise<ComponentType> {
  const known = screens.get(route);
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
  screens.set(route, tracked);
  return tracked;
}

/** Lets the screens that failed to load be imported again, once the error they caused is on screen. */
export function forgetFailedScreens(): void {
  for (const [route, screen] of screens) if (screen.status === 'rejected') screens.delete(route);
}

/** The routed page: its screen, once loaded (the same component on every render: `loadScreen` keeps it). */
export function RouteScreen({ route }: { route: RouteEntry }) {
  return createElement(use(loadScreen(route)));
}
