import useSWRMutation from 'swr/mutation';
import { leadKey } from '@/features/staff/api/get-lead';
import type { LeadRevealed, LeadRevealField } from '@/features/staff/api/lead-reveal-schema';
import { staffPost } from '@/features/staff/api/staff-fetch';

/** The mutation's own key per field; the full value lives only in the hook's state, never in the shared cache. */
export const revealKey = (id: string, field: LeadRevealField) => [leadKey(id), 'reveal', field] as const;

/** POST /api/staff/leads/:id/reveal {field}: the full phone or e-mail, answered after its audit entry is written. */
export function useRevealLeadField(id: string, field: LeadRevealField, csrfToken: string) {
  return useSWRMutation(revealKey(id, field), ([url]: readonly [string, string, LeadRevealField]) =>
    staffPost<LeadRevealed>(`${url}/reveal`, { field }, csrfToken),
  );
}
