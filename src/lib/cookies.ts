import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_MAX_AGE_S } from '@/lib/constants';

/** Reads a cookie; returns undefined outside the browser so prerendering stays safe. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; samesite=strict${secure}`;
}

export function clearCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; max-age=0; path=/`;
}

const accessTokenListeners = new Set<() => void>();
const notifyAccessTokenChange = () => accessTokenListeners.forEach((listener) => listener());

/** The access_token cookie: the only source of the logged-in state (spec §4, §6). */
export const accessToken = {
  read: () => readCookie(ACCESS_TOKEN_COOKIE),
  store: (token: string) => {
    writeCookie(ACCESS_TOKEN_COOKIE, token, ACCESS_TOKEN_MAX_AGE_S);
    notifyAccessTokenChange();
  },
  clear: () => {
    clearCookie(ACCESS_TOKEN_COOKIE);
    notifyAccessTokenChange();
  },
  /** Calls back when this tab stores or clears the token, or when the tab regains focus. */
  subscribe: (listener: () => void) => {
    accessTokenListeners.add(listener);
    window.addEventListener('focus', listener);
    return () => {
      accessTokenListeners.delete(listener);
      window.removeEventListener('focus', listener);
    };
  },
};
