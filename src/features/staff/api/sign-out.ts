import useSWRMutation from 'swr/mutation';
import { staffPost } from '@/features/staff/api/staff-fetch';

/** Where the session ends: this browser only, or every browser the staff member is signed in on. */
export type SignOutScope = 'here' | 'everywhere';

const SIGN_OUT_PATHS: Record<SignOutScope, string> = { here: '/api/staff/sign-out', everywhere: '/api/staff/sign-out-everywhere' };

export const signOutKey = (scope: SignOutScope) => SIGN_OUT_PATHS[scope];

/** POST /api/staff/sign-out or /api/staff/sign-out-everywhere with the session's CSRF token; a 204 clears the cookie. */
export const signOut = (scope: SignOutScope, csrfToken: string) => staffPost<undefined>(SIGN_OUT_PATHS[scope], undefined, csrfToken);

export function useSignOut(scope: SignOutScope) {
  return useSWRMutation(signOutKey(scope), (_key: string, { arg: csrfToken }: { arg: string }) => signOut(scope, csrfToken));
}
