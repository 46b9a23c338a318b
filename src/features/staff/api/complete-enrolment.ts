import useSWRMutation from 'swr/mutation';
import type { EnrolmentRequest, EnrolmentResult } from '@/features/staff/api/enrolment-schema';
import { enrolmentKey } from '@/features/staff/api/get-enrolment';
import { staffPost } from '@/features/staff/api/staff-fetch';

/** POST /api/staff/enrolments/:token: the password and the first code; a 201 answers the recovery codes, once. */
export const completeEnrolment = (token: string, request: EnrolmentRequest) => staffPost<EnrolmentResult>(enrolmentKey(token), request, undefined);

/** Leaves the enrolment's read alone: the page keeps showing what it read while it shows the recovery codes. */
export function useCompleteEnrolment(token: string) {
  return useSWRMutation(`${enrolmentKey(token)}#complete`, (_key: string, { arg }: { arg: EnrolmentRequest }) => completeEnrolment(token, arg), {
    populateCache: false,
    revalidate: false,
  });
}
