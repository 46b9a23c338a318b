import { SELF_CHECK_PROGRESS_KEY } from '@/lib/constants';
import { accessToken } from '@/lib/cookies';

/**
 * Ends the session by choice: the cookie goes, and so does what this tab kept for the person (an
 * unfinished self-check), so whoever uses the tab next does not see their answers. A session the
 * server ends keeps the answers, to be restored after logging in again.
 */
export function logOut(): void {
  accessToken.clear();
  try {
    sessionStorage.removeItem(SELF_CHECK_PROGRESS_KEY);
  } catch {
    // Storage may be blocked; then nothing was kept.
  }
}
