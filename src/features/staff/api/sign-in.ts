import useSWRMutation from 'swr/mutation';
import type { StaffSignInRequest, StaffSignInResponse } from '@/features/staff/api/sign-in-schema';
import { staffPost } from '@/features/staff/api/staff-fetch';

const SIGN_IN_PATH = '/api/staff/sign-in';

export const signInKey = () => SIGN_IN_PATH;

/** POST /api/staff/sign-in, the first step: e-mail and password; answers the challenge the code goes back with. */
export const signIn = (request: StaffSignInRequest) => staffPost<StaffSignInResponse>(SIGN_IN_PATH, request, undefined);

export function useSignIn() {
  return useSWRMutation(signInKey(), (_key: string, { arg }: { arg: StaffSignInRequest }) => signIn(arg));
}
