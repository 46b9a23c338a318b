import { useReducer, useSyncExternalStore } from 'react';
import { accessToken } from '@/lib/cookies';

const readLoggedIn = () => Boolean(accessToken.read());
const serverSnapshot = () => false;

/** Logged in means an access_token cookie exists; read on every render, and `recheck` forces one. */
export function useLoginState() {
  const [, recheck] = useReducer((count: number) => count + 1, 0);
  const loggedIn = useSyncExternalStore(accessToken.subscribe, readLoggedIn, serverSnapshot);
  return { loggedIn, recheck };
}
