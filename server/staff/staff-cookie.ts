import { TOKEN_PATTERN } from './staff-secrets';

/**
 * `__Host-`: the browser keeps it only when Secure, with Path=/ and no Domain, so no subdomain can set or
 * read it. The visitor's access_token is another cookie entirely and opens nothing under /api/staff/.
 */
export const STAFF_COOKIE_NAME = '__Host-staff';
const ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Strict';

/** The session id of a `Cookie` header, when it holds one of the right shape. */
export function readStaffCookie(header: string | undefined): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== STAFF_COOKIE_NAME) continue;
    const value = pair.slice(separator + 1).trim();
    if (TOKEN_PATTERN.test(value)) return value;
  }
  return undefined;
}

/** Lives no longer than the session's absolute limit; the server ends it sooner when idle. */
export const staffCookie = (sessionId: string, maxAgeMs: number): string =>
  `${STAFF_COOKIE_NAME}=${sessionId}; Max-Age=${Math.floor(maxAgeMs / 1000)}; ${ATTRIBUTES}`;

export const CLEARED_STAFF_COOKIE = `${STAFF_COOKIE_NAME}=; Max-Age=0; ${ATTRIBUTES}`;
