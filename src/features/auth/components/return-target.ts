/** Where a visit to /auth without a usable `next` goes after logging in (spec §2). */
export const DEFAULT_RETURN_TARGET = '/';

const AUTH_PATH = '/auth';
// Browsers drop tabs and newlines from URLs and read '\' as '/', so '/\t/evil.example' or '/\evil.example'
// would become a protocol-relative '//evil.example': refuse any control character, space or backslash.
const hasUnsafeCharacter = (text: string) => [...text].some((character) => character <= ' ' || character === '\u007f' || character === '\\');
const ORIGIN_PROBE = 'https://return-target.invalid';

/**
 * The `next` search parameter as a place to return to, or '/' when it is missing or not a path of this
 * site: only a path starting with a single '/' is honoured, so /auth can never be an open redirect.
 * A target back at /auth itself goes home instead of looping.
 */
export function returnTarget(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || hasUnsafeCharacter(next)) return DEFAULT_RETURN_TARGET;
  let url: URL;
  try {
    url = new URL(next, ORIGIN_PROBE);
  } catch {
    return DEFAULT_RETURN_TARGET;
  }
  if (url.origin !== ORIGIN_PROBE) return DEFAULT_RETURN_TARGET;
  if (url.pathname === AUTH_PATH || url.pathname.startsWith(`${AUTH_PATH}/`)) return DEFAULT_RETURN_TARGET;
  return `${url.pathname}${url.search}${url.hash}`;
}
