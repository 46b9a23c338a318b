import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { leaveQuarantine, quarantinedLeadPath } from '@/features/staff/api/quarantine-pages';
import { staffDelete } from '@/features/staff/api/staff-fetch';

const DELETE_KEY = '/api/staff/quarantine/:id';

export const deleteQuarantinedLead = (id: string, csrfToken: string) => staffDelete(quarantinedLeadPath(id), csrfToken);

/** DELETE /api/staff/quarantine/:id (supervisors and admins): erases the lead, and takes it from every cached page of the folder. */
export function useDeleteQuarantinedLead(csrfToken: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(DELETE_KEY, (_key: string, { arg: id }: { arg: string }) => leaveQuarantine(mutate, id, () => deleteQuarantinedLead(id, csrfToken)), {
    populateCache: false,
    revalidate: false,
  });
}
