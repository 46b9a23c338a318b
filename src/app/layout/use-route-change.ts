import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the top on each client-side navigation and reports whether one has happened. */
export function useRouteChange() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const [navigated, setNavigated] = useState(false);

  useEffect(() => {
    if (pathname === firstPath.current && !navigated) return;
    setNavigated(true);
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, navigated]);

  return { navigated, pathname };
}
