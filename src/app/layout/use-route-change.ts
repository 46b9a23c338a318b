import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the top on each client-side navigation and reports whether one has happened. A URL with a
 * fragment is left to useHashTarget, which scrolls to that element instead.
 */
export function useRouteChange() {
  const { pathname, hash } = useLocation();
  const firstPath = useRef(pathname);
  const [navigated, setNavigated] = useState(false);

  useEffect(() => {
    if (pathname === firstPath.current && !navigated) return;
    setNavigated(true);
    if (hash === '') window.scrollTo({ top: 0, left: 0 });
    // Only a change of page scrolls; the fragment is read as it was when the page changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, navigated]);

  return { navigated, pathname, hash };
}
