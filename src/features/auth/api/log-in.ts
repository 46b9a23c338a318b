import useSWRMutation from 'swr/mutation';
import { apiPost } from '@/lib/api-client';
import type { GuardedSending } from '@/lib/bot-signals/signal-headers';
import type { LoginRequest } from '@/features/auth/api/credentials-schema';
import { authFailureMessage, tokenOf } from '@/features/auth/api/auth-answer';

export const LOGIN_PATH = '/api/login';
export const LOGGED_IN = 'Logged in successfully!';

export const logInKey = () => LOGIN_PATH;

/** POST /api/login; resolves with the access token of a 200/201 answer. */
export async function logIn(request: LoginRequest, sending: GuardedSending = {}): Promise<string> {
  return tokenOf(await apiPost<unknown>(LOGIN_PATH, request, sending));
}

/** POST /api/login as an SWR mutation; `trigger` resolves with the token and rejects on failure. */
export function useLogIn() {
  return useSWRMutation(logInKey(), (_key: string, { arg }: { arg: { request: LoginRequest; sending?: GuardedSending } }) => logIn(arg.request, arg.sending));
}

/** Spec §8: the server's message, else 'Server error. Try again!' or 'An error occurred. Please try again.'. */
export const logInFailureMessage = authFailureMessage;
