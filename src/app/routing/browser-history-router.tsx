import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router-dom';
import { localeBasePath } from '@/lib/i18n/locale';
import { pageLocale } from '@/lib/i18n/page-locale';

export type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/** The browser's history as react-router's `BrowserRouter` keeps it: one listener, state entries indexed. */
export const createAppHistory = (): BrowserHistory => createBrowserHistory({ window, v5Compat: true });

/** Only the fragment (or nothing) changed: the same page and query, no state. */
const withinThePage = (from: Location, to: Location) =>
  from.pathname === to.pathname && from.search === to.search && from.state === null && to.state === null;

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
 *
 * A move within the page (a link to a fragment on it, Back to the previous fragment) is not routed: it would make
 * every section of the page load and hydrate, for a scroll. The page sees it as the browser's `hashchange`, which
 * the browser fires for its own moves and this fires for the router's (`history.push` fires none).
 */
export function BrowserHistoryRouter({ history, onNavigate, children }: BrowserHistoryRouterProps) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => {
    let current = history.location;
    return history.listen((update) => {
      const [from, to] = [current, update.location];
      current = to;
      if (withinThePage(from, to)) {
        if (update.action !== 'POP') window.dispatchEvent(new HashChangeEvent('hashchange'));
        return;
      }
      onNavigate();
      startTransition(() => setState(update));
    });
  }, [history, onNavigate]);
  return (
    <Router basename={localeBasePath[pageLocale] || undefined} location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
