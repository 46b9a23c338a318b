import { ApiError, serverFieldErrors } from '@/lib/api-client';
import { signInMessages } from '@/features/staff/components/sign-in-messages';

/** How a refused staff request shows on its form: messages beside fields, or one for the whole form. */
export type StaffFailure = { fields: Record<string, string>; message?: string };

/**
 * The server's own words for what went wrong (they are the spec's: wrong credentials, a wrong or replayed code, too
 * many attempts and when to try again). Field messages go to their fields; a refusal without any (`fields` empty) is
 * shown on `fallbackField` when the form names one, else for the whole form; no answer at all, or a 5xx, says so.
 */
export function staffFailure(error: unknown, fallbackField?: string): StaffFailure {
  if (!(error instanceof ApiError)) return { fields: {}, message: signInMessages.noConnection };
  if (error.status >= 500) return { fields: {}, message: error.serverMessage ?? signInMessages.serverProblem };
  const fields = serverFieldErrors(error);
  if (Object.keys(fields).length > 0) return { fields };
  const message = error.serverMessage ?? signInMessages.serverProblem;
  // Too many attempts (429) and a refused origin (403) are nothing a field could fix.
  if (fallbackField && error.status !== 429 && error.status !== 403) return { fields: { [fallbackField]: message } };
  return { fields: {}, message };
}
