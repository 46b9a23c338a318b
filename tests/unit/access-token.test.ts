import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessToken, readCookie } from '@/lib/cookies';

/** Another tab (or the server) changing the cookie behind this tab's back. */
const setCookieElsewhere = (value: string | undefined) => {
  document.cookie = value === undefined ? 'access_token=; max-age=0; path=/' : `access_token=${value}; path=/`;
};

const unsubscribers: (() => void)[] = [];
function listen() {
  const listener = vi.fn();
  unsubscribers.push(accessToken.subscribe(listener));
  return listener;
}

afterEach(() => {
  unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe());
  vi.restoreAllMocks();
});

describe('the access token cookie', () => {
  it('is stored for the session path and cleared on logout', () => {
    expect(accessToken.read()).toBeUndefined();
    accessToken.store('a.b.c');
    expect(readCookie('access_token')).toBe('a.b.c');
    accessToken.clear();
    expect(accessToken.read()).toBeUndefined();
  });

  it('tells subscribers when this tab logs in or out, and only then', () => {
    const listener = listen();
    accessToken.store('x');
    accessToken.store('x');
    accessToken.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe());
    accessToken.store('y');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is not parsed again from document.cookie for every render while the header listens', () => {
    listen();
    accessToken.store('cached');
    const cookieReads = vi.spyOn(document, 'cookie', 'get');
    for (let render = 0; render < 20; render += 1) expect(accessToken.read()).toBe('cached');
    expect(cookieReads).not.toHaveBeenCalled();
  });

  it('notices a login in another tab when the window regains focus', () => {
    const listener = listen();
    setCookieElsewhere('from-another-tab');
    window.dispatchEvent(new Event('focus'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(accessToken.read()).toBe('from-another-tab');
  });

  it('notices a logout in another tab when the page becomes visible again', () => {
    accessToken.store('signed-in');
    const listener = listen();
    setCookieElsewhere(undefined);
    expect(document.visibilityState).toBe('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(accessToken.read()).toBeUndefined();
  });

  it('reads the cookie again on recheck, e.g. after it expired', () => {
    accessToken.store('about-to-expire');
    const listener = listen();
    setCookieElsewhere(undefined);
    accessToken.recheck();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(accessToken.read()).toBeUndefined();
  });

  it('hands a request the token the cookie holds now, not the cached one', () => {
    accessToken.store('first');
    const listener = listen();
    setCookieElsewhere('replaced');
    expect(accessToken.current()).toBe('replaced');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
