import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { localeBasePath } from '@/lib/i18n/locale';
import { pageLocale } from '@/lib/i18n/page-locale';

export type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/** The browser's history as react-router's `BrowserRouter` keeps it: one listener, state entries indexed. */
export const createAppHistory = (): BrowserHistory => createBrowserHistory({ window, v5Compat: true });

type BrowserHistoryRouterProps = {
  history: BrowserHistory;
  /** Runs as a navigation starts, before its update renders. */
  onNavigate: () => void;
  children: ReactNode;
};

/**
 * react-router's `BrowserRouter` (a declarative router: no data router, ~17 KB gzip less to boot) with a hook
 * as each navigation starts. A navigation's update reaches every section still prerendered HTML: the router's
 * transition waits for them to hydrate, so `onNavigate` must let them load.
 */
export function BrowserHistoryRouter({ history, onNavigate, children }: BrowserHistoryRouterProps) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen((update) => {
        onNavigate();
        startTransition(() => setState(update));
      }),
    [history, onNavigate],
  );
  return (
    <Router basename={localeBasePath[pageLocale] || undefined} location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
