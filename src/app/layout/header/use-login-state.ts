import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { accessToken } from '@/lib/cookies';

/** Logged in means an access_token cookie exists; rechecked on navigation and on demand. */
export function useLoginState() {
  const { pathname } = useLocation();
  const [loggedIn, setLoggedIn] = useState(false);
  const recheck = useCallback(() => setLoggedIn(Boolean(accessToken.read())), []);

  useEffect(recheck, [recheck, pathname]);

  return { loggedIn, recheck };
}
