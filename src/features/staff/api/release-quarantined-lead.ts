import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { leaveQuarantine, quarantinedLeadPath } from '@/features/staff/api/quarantine-pages';
import type { QuarantineReleased } from '@/features/staff/api/quarantine-schema';
import { staffPost } from '@/features/staff/api/staff-fetch';

const RELEASE_KEY = '/api/staff/quarantine/:id/release';

export const releaseQuarantinedLead = (id: string, csrfToken: string) => staffPost<QuarantineReleased>(`${quarantinedLeadPath(id)}/release`, undefined, csrfToken);

/** POST /api/staff/quarantine/:id/release (every role): the lead goes to the inbox, and from every cached page of the folder. */
export function useReleaseQuarantinedLead(csrfToken: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(RELEASE_KEY, (_key: string, { arg: id }: { arg: string }) => leaveQuarantine(mutate, id, () => releaseQuarantinedLead(id, csrfToken)), {
    populateCache: false,
    revalidate: false,
  });
}
