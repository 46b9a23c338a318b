import useSWRMutation from 'swr/mutation';
import { apiPost } from '@/lib/api-client';
import type { GuardedSending } from '@/lib/bot-signals/signal-headers';
import type { RegisterRequest } from '@/features/auth/api/credentials-schema';
import { authFailureMessage, tokenOf } from '@/features/auth/api/auth-answer';

export const REGISTER_PATH = '/api/register';
export const REGISTERED = 'Registered and logged in successfully!';

export const registerKey = () => REGISTER_PATH;

/** POST /api/register; the new account is logged in at once, so this resolves with its access token. */
export async function register(request: RegisterRequest, sending: GuardedSending = {}): Promise<string> {
  return tokenOf(await apiPost<unknown>(REGISTER_PATH, request, sending));
}

/** POST /api/register as an SWR mutation; `trigger` resolves with the token and rejects on failure. */
export function useRegister() {
  return useSWRMutation(registerKey(), (_key: string, { arg }: { arg: { request: RegisterRequest; sending?: GuardedSending } }) => register(arg.request, arg.sending));
}

/** Spec §8: the same messages as logging in. */
export const registerFailureMessage = authFailureMessage;
