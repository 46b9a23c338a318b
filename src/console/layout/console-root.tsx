import { useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { RouteFocusContext } from '@/design-system/page/route-focus';
import { staffConsoleName } from '@/lib/staff-console-name';

/** What a console route tells the frame: its title (the screen never writes its own). */
export type ConsoleRouteHandle = { title: string };

/** After a navigation inside the console (never on load), the page starts at its top and the new screen's heading takes focus. */
function useNavigated(): boolean {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  const [navigated, setNavigated] = useState(false);
  useEffect(() => {
    if (pathname === first.current && !navigated) return;
    setNavigated(true);
    window.scrollTo({ top: 0, left: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of page counts
  }, [pathname]);
  return navigated;
}

/** The document's title: the deepest route's, then the console's name. */
function useDocumentTitle(): void {
  const title = useMatches()
    .map((match) => (match.handle as ConsoleRouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = title ? `${title} | ${staffConsoleName}` : staffConsoleName;
  }, [title]);
}

/** Above every console page: the title, focus on navigation, and the mark browser tests wait for (the page is interactive). */
export function ConsoleRoot() {
  const navigated = useNavigated();
  const focus = useMemo(() => ({ focusHeading: navigated }), [navigated]);
  useDocumentTitle();
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <RouteFocusContext.Provider value={focus}>
      <Outlet />
    </RouteFocusContext.Provider>
  );
}
