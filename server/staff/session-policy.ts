/** A session ends after 30 minutes without a request, and 12 hours after sign-in whatever happens. */
export const STAFF_SESSION_IDLE_MS = 30 * 60_000;
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;

/** last_seen_at is written at most this often: not one write per request. */
export const STAFF_SESSION_TOUCH_MS = 60_000;

type SessionTimes = { createdAt: string; lastSeenAt: string };

export function isSessionLive({ createdAt, lastSeenAt }: SessionTimes, now: number): boolean {
  return now - Date.parse(lastSeenAt) < STAFF_SESSION_IDLE_MS && now - Date.parse(createdAt) < STAFF_SESSION_ABSOLUTE_MS;
}

export const needsTouch = ({ lastSeenAt }: SessionTimes, now: number): boolean => now - Date.parse(lastSeenAt) >= STAFF_SESSION_TOUCH_MS;
