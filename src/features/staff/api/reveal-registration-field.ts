import useSWRMutation from 'swr/mutation';
import { registrationKey } from '@/features/staff/api/get-registration';
import { getStaffSession, useStaffSession } from '@/features/staff/api/get-staff-session';
import type { RegistrationRevealed } from '@/features/staff/api/registration-reveal-schema';
import type { RegistrationKind } from '@/features/staff/api/registration-status';
import { staffPost } from '@/features/staff/api/staff-fetch';

/** The mutation's own key per field; the full value lives only in the hook's state, never in the shared cache. */
export const revealRegistrationKey = (kind: RegistrationKind, id: string, field: string) => [registrationKey(kind, id), 'reveal', field] as const;

/** POST …/:kind/:id/reveal {field}: one contact detail or ID number in full, answered after its audit entry is written. */
export function useRevealRegistrationField(kind: RegistrationKind, id: string, field: string) {
  const { data: session } = useStaffSession();
  return useSWRMutation(revealRegistrationKey(kind, id, field), async ([url]: readonly [string, string, string]) =>
    staffPost<RegistrationRevealed>(`${url}/reveal`, { field }, session?.csrfToken ?? (await getStaffSession()).csrfToken),
  );
}
