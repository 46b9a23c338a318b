import { ApiError } from '@/lib/api-client';
import type { AuthResponse } from '@/features/auth/api/credentials-schema';

export const AUTH_SERVER_ERROR = 'Server error. Try again!';
export const AUTH_UNEXPECTED_ANSWER = 'An error occurred. Please try again.';

/** A 2xx answer that is not the 200/201-with-a-token of spec §7 (e.g. 202, or 204 with no body). */
export class UnexpectedAuthAnswer extends Error {
  override readonly name = 'UnexpectedAuthAnswer';
  constructor() {
    super(AUTH_UNEXPECTED_ANSWER);
  }
}

/** The token of a login or register answer; throws UnexpectedAuthAnswer when there is none. */
export function tokenOf(body: unknown): string {
  const token = typeof body === 'object' && body !== null ? (body as Partial<AuthResponse>).token : undefined;
  if (typeof token !== 'string' || !token.trim()) throw new UnexpectedAuthAnswer();
  return token;
}

/**
 * Spec §8 names two failures; they combine like this:
 * - an answer outside 2xx (401, 409, 429, 500 …) carrying a `message` shows that message;
 * - an answer outside 2xx without one, or no answer at all (network failure), is the server
 *   failing: 'Server error. Try again!';
 * - a 2xx answer other than 200/201 — seen as one without a token, since apiPost keeps the status
 *   only for failures — is 'An error occurred. Please try again.', as is anything unforeseen.
 */
export function authFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? AUTH_SERVER_ERROR;
  if (error instanceof TypeError) return AUTH_SERVER_ERROR;
  return AUTH_UNEXPECTED_ANSWER;
}
