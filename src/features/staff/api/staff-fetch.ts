import { mutate } from 'swr';
import { answerError, apiUrl, parseAnswer } from '@/lib/api-client';
import { STAFF_CSRF_HEADER } from '@/features/staff/api/staff-session';

/** GET /api/staff/session's SWR key; here so that any call the session no longer covers can refresh it. */
export const STAFF_SESSION_KEY = '/api/staff/session';

/**
 * Every staff call: the __Host-staff cookie goes along (same origin only: the console is served by the API's own
 * server), answers are never taken from the HTTP cache, and a non-2xx answer rejects with an ApiError carrying the
 * server's message and field messages. A 401 means the session has ended: the session is fetched again, and the
 * console's guard then sends the visitor to sign in, keeping where they were.
 */
async function staffFetch<T>(path: string, init: RequestInit, { behindSignIn }: { behindSignIn: boolean }): Promise<T> {
  const response = await fetch(apiUrl(path), { ...init, credentials: 'same-origin', cache: 'no-store' });
  const parsed = parseAnswer(await response.text());
  if (response.ok) return parsed as T;
  if (response.status === 401 && behindSignIn && path !== STAFF_SESSION_KEY) void mutate(STAFF_SESSION_KEY);
  throw answerError(response.status, parsed);
}

/** GET a staff route (the SWR fetcher of every staff read). */
export const staffGet = <T>(path: string): Promise<T> => staffFetch<T>(path, { headers: { Accept: 'application/json' } }, { behindSignIn: true });

/**
 * POST JSON to a staff route. `csrfToken` is the session's (StaffSession.csrfToken), required by every route behind
 * sign-in; only the sign-in and enrolment steps, which have no session yet, go without it.
 */
export function staffPost<T>(path: string, body: unknown, csrfToken: string | undefined): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (csrfToken !== undefined) headers[STAFF_CSRF_HEADER] = csrfToken;
  const init = { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) };
  // A 401 of a sign-in step is a wrong password or code, not a session that has ended.
  return staffFetch<T>(path, init, { behindSignIn: csrfToken !== undefined });
}

/** DELETE a staff route, with the session's CSRF token (every DELETE is behind sign-in); resolves on its 204. */
export function staffDelete(path: string, csrfToken: string): Promise<void> {
  const init = { method: 'DELETE', headers: { Accept: 'application/json', [STAFF_CSRF_HEADER]: csrfToken } };
  return staffFetch<void>(path, init, { behindSignIn: true });
}
