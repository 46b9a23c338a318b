import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_MAX_AGE_S } from '@/lib/constants';

/** Reads a cookie; returns undefined outside the browser so prerendering stays safe. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // Secure wherever the browser keeps it: https, and localhost (a secure context) in development and tests.
  const secure = window.location.protocol === 'https:' || window.isSecureContext ? '; secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; samesite=strict${secure}`;
}

export function clearCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; max-age=0; path=/`;
}

// Parsing document.cookie on every render is slow (Chrome flags it), so the token is cached. The cache
// is kept fresh only while someone subscribes, by the moments it can change under us: this tab storing
// or clearing it, another tab doing so (seen when this one regains focus or becomes visible), or expiry
// (caught by recheck, e.g. when the mobile menu opens).
const listeners = new Set<() => void>();
let cached: { token: string | undefined } | undefined;

function reread(): boolean {
  const previous = cached;
  cached = { token: readCookie(ACCESS_TOKEN_COOKIE) };
  return previous?.token !== cached.token;
}

function recheck(): void {
  if (reread()) listeners.forEach((listener) => listener());
}

function recheckWhenVisible(): void {
  if (document.visibilityState === 'visible') recheck();
}

/** The access_token cookie: the only source of the logged-in state (spec §4, §6). */
export const accessToken = {
  /** The token; from the cache while subscribed, else straight from the cookie. */
  read: (): string | undefined => {
    if (listeners.size === 0) reread();
    return cached?.token;
  },
  store: (token: string) => {
    writeCookie(ACCESS_TOKEN_COOKIE, token, ACCESS_TOKEN_MAX_AGE_S);
    recheck();
  },
  clear: () => {
    clearCookie(ACCESS_TOKEN_COOKIE);
    recheck();
  },
  /** The token as the cookie holds it right now (e.g. for a request), telling subscribers if it changed. */
  current: (): string | undefined => {
    recheck();
    return cached?.token;
  },
  /** Reads the cookie again and tells subscribers if the token changed. */
  recheck,
  /** Calls back when the token changes: stored or cleared here, or found changed on focus, visibility or recheck. */
  subscribe: (listener: () => void) => {
    if (listeners.size === 0) {
      reread();
      window.addEventListener('focus', recheck);
      document.addEventListener('visibilitychange', recheckWhenVisible);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', recheckWhenVisible);
    };
  },
};
