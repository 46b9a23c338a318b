import { useSyncExternalStore } from 'react';
import { accessToken } from '@/lib/cookies';

const readLoggedIn = () => Boolean(accessToken.read());
const serverSnapshot = () => false;

/** Logged in means an access_token cookie exists; `recheck` reads the cookie again (e.g. it may have expired). */
export function useLoginState() {
  const loggedIn = useSyncExternalStore(accessToken.subscribe, readLoggedIn, serverSnapshot);
  return { loggedIn, recheck: accessToken.recheck };
}
