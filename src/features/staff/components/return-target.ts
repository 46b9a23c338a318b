import { STAFF_CONSOLE_PATH } from '@/lib/staff-console-paths';

export const STAFF_LOGIN_PATH = `${STAFF_CONSOLE_PATH}/login`;

/** The sign-in page, remembering the console page the visitor was going to (never the sign-in page itself). */
export function staffLoginPath(next?: string): string {
  const target = next === undefined ? undefined : returnTarget(next);
  return target === undefined || target === STAFF_CONSOLE_PATH ? STAFF_LOGIN_PATH : `${STAFF_LOGIN_PATH}?next=${encodeURIComponent(target)}`;
}

/**
 * Where to go once signed in: `next` when it is a console page of this site (no other origin, no `//host`, no
 * backslash tricks, not the sign-in or enrolment pages), else the console's home.
 */
export function returnTarget(next: string | null | undefined): string {
  if (!next || !next.startsWith(STAFF_CONSOLE_PATH) || /[\\\s]/.test(next)) return STAFF_CONSOLE_PATH;
  const { pathname, search, hash, origin } = new URL(next, 'https://console.invalid');
  const ownPage = origin === 'https://console.invalid' && (pathname === STAFF_CONSOLE_PATH || pathname.startsWith(`${STAFF_CONSOLE_PATH}/`));
  if (!ownPage || pathname.startsWith(STAFF_LOGIN_PATH) || pathname.startsWith(`${STAFF_CONSOLE_PATH}/enrol`)) return STAFF_CONSOLE_PATH;
  return `${pathname}${search}${hash}`;
}
