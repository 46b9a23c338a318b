import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { leadKey } from '@/features/staff/api/get-lead';
import { leadConflictOf } from '@/features/staff/api/lead-conflict';
import type { LeadDetail } from '@/features/staff/api/lead-detail';
import { patchLeadInPages, summaryOf } from '@/features/staff/api/lead-pages';
import { staffPost } from '@/features/staff/api/staff-fetch';

/** The changes a lead's page makes, by the last part of their path (POST /api/staff/leads/:id/<action>). */
export type LeadAction = 'claim' | 'assign' | 'status' | 'duplicate-of' | 'notes';

/**
 * One change to a lead, with the session's CSRF token (`csrfToken`, StaffSession's): the answer (the lead as it now stands) replaces the cached
 * lead and its row in every cached inbox page. A 409 still rejects (the page shows the server's message), but the
 * lead in its answer replaces the cached one first, so the page shows what someone else changed.
 */
export function useLeadMutation<Arg>(id: string, action: LeadAction, csrfToken: string) {
  const { mutate } = useSWRConfig();
  const key = leadKey(id);
  const mutation = useSWRMutation(
    key,
    async (url: string, { arg }: { arg: Arg }) => {
      const lead = await staffPost<LeadDetail>(`${url}/${action}`, arg, csrfToken);
      patchLeadInPages(mutate, summaryOf(lead));
      return lead;
    },
    { populateCache: true, revalidate: false },
  );
  // With a generic Arg, TypeScript cannot pick among SWR's trigger overloads; this one is the one that applies.
  const send = mutation.trigger as (arg: Arg) => Promise<LeadDetail>;

  const trigger = useCallback(
    async (arg: Arg) => {
      try {
        return await send(arg);
      } catch (error) {
        const conflict = leadConflictOf(error);
        if (conflict) {
          await mutate(key, conflict.current, { revalidate: false });
          patchLeadInPages(mutate, summaryOf(conflict.current));
        }
        throw error;
      }
    },
    [send, mutate, key],
  );

  return { ...mutation, trigger };
}
