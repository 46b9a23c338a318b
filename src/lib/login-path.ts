/** The login screen's route: the auth feature serves it; the header and the self-check guard send people there. */
export const LOGIN_PATH = '/auth';

/** Added to the login path when the server refused the token, so the login screen can say the session ended. */
export const SESSION_ENDED_REASON = 'session-expired';

/** The login path that brings the person back to `returnTo` (a same-site path) once they have logged in. */
export function loginPathReturningTo(returnTo: string, { sessionEnded = false } = {}): string {
  const query = new URLSearchParams({ next: returnTo });
  if (sessionEnded) query.set('reason', SESSION_ENDED_REASON);
  return `${LOGIN_PATH}?${query.toString()}`;
}
