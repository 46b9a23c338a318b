import useSWRMutation from 'swr/mutation';
import { staffCodeRequestSchema, type StaffCodeRequest } from '@/features/staff/api/sign-in-schema';
import { staffPost } from '@/features/staff/api/staff-fetch';

const SIGN_IN_CODE_PATH = '/api/staff/sign-in/code';

/** The code step's form: the request without the challenge, which the screen holds from the first step. */
export const staffCodeFormSchema = staffCodeRequestSchema.pick({ code: true });

export const signInCodeKey = () => SIGN_IN_CODE_PATH;

/** POST /api/staff/sign-in/code, the second step: a 204 sets the session cookie. */
export const signInWithCode = (request: StaffCodeRequest) => staffPost<undefined>(SIGN_IN_CODE_PATH, request, undefined);

export function useSignInCode() {
  return useSWRMutation(signInCodeKey(), (_key: string, { arg }: { arg: StaffCodeRequest }) => signInWithCode(arg));
}
