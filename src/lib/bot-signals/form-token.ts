import { apiBaseUrl } from '@/lib/api-config';
import { FORM_TOKEN_LIFETIME_MS, FORM_TOKEN_PATH, type GuardedForm } from '@/lib/bot-signals/bot-signals';

// Worker-safe: the service worker fetches a fresh token for a queued request, so nothing here touches window or document.

/** A form token and when this device received it (by its own clock), so a later sender can tell its age. */
export type FormToken = { token: string; receivedAt: number };

/** A sender fetches a fresh token for a queued request whose own is older than this: an hour before it expires. */
export const FORM_TOKEN_REFRESH_AGE_MS = FORM_TOKEN_LIFETIME_MS - 60 * 60 * 1000;

/** GET /api/form-token for the form; rejects when there is no answer or no token in it. */
export async function fetchFormToken(form: GuardedForm, signal?: AbortSignal): Promise<FormToken> {
  const response = await fetch(`${apiBaseUrl}${FORM_TOKEN_PATH}?form=${form}`, { cache: 'no-store', headers: { Accept: 'application/json' }, signal });
  const body: unknown = response.ok ? await response.json() : undefined;
  const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
  if (typeof token !== 'string' || !token) throw new Error(`No form token (status ${response.status})`);
  return { token, receivedAt: Date.now() };
}

/** Whether a token kept this long can still be sent, or a fresh one should be fetched first. */
export function isFreshEnough(token: FormToken | undefined, now: number): token is FormToken {
  return token !== undefined && now - token.receivedAt < FORM_TOKEN_REFRESH_AGE_MS;
}
