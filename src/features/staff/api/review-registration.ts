import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiError } from '@/lib/api-client';
import { registrationKey } from '@/features/staff/api/get-registration';
import { isRegistrationsKey } from '@/features/staff/api/get-registrations';
import { getStaffSession, useStaffSession } from '@/features/staff/api/get-staff-session';
import type { RegistrationDetail } from '@/features/staff/api/registration-detail';
import type { RegistrationReview, RegistrationReviewConflict } from '@/features/staff/api/registration-review-schema';
import type { RegistrationKind } from '@/features/staff/api/registration-status';
import type { RegistrationList } from '@/features/staff/api/registration-summary';
import { staffPost } from '@/features/staff/api/staff-fetch';

/** The 409 answer of a review someone else's review beat: the registration as it now stands and who changed it. */
export function registrationConflictOf(error: unknown): RegistrationReviewConflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || typeof error.body !== 'object' || error.body === null) return undefined;
  const body = error.body as Partial<RegistrationReviewConflict>;
  if (typeof body.message !== 'string' || typeof body.current !== 'object' || body.current === null || typeof body.change !== 'object' || body.change === null) return undefined;
  return { message: body.message, current: body.current, change: body.change };
}

/**
 * POST …/:kind/:id/review with the session's CSRF token: the answer (the registration as it now stands) replaces
 * the cached one and its status in every cached list page. A 409 still rejects, but the registration in its answer
 * replaces the cached one first, so the page shows the decision that won.
 */
export function useReviewRegistration(kind: RegistrationKind, id: string) {
  const { data: session } = useStaffSession();
  const { mutate } = useSWRConfig();
  const key = registrationKey(kind, id);

  const patchLists = useCallback(
    (detail: RegistrationDetail) =>
      void mutate(
        isRegistrationsKey,
        (page: RegistrationList | undefined) =>
          page && { ...page, registrations: page.registrations.map((row) => (row.kind === kind && row.id === id ? { ...row, status: detail.status } : row)) },
        { revalidate: false },
      ),
    [mutate, kind, id],
  );

  const mutation = useSWRMutation(
    key,
    async (url: string, { arg: { version, status, reason } }: { arg: RegistrationReview }) => {
      // Asked for when a change comes before the session has loaded (the console loads it first).
      const csrfToken = session?.csrfToken ?? (await getStaffSession()).csrfToken;
      const detail = await staffPost<RegistrationDetail>(`${url}/review`, { version, status, ...(reason === null ? {} : { reason }) }, csrfToken);
      patchLists(detail);
      return detail;
    },
    { populateCache: true, revalidate: false },
  );
  const { trigger: send } = mutation;

  const trigger = useCallback(
    async (review: RegistrationReview) => {
      try {
        return await send(review);
      } catch (error) {
        const conflict = registrationConflictOf(error);
        if (conflict) {
          await mutate(key, conflict.current, { revalidate: false });
          patchLists(conflict.current);
        }
        throw error;
      }
    },
    [send, mutate, key, patchLists],
  );

  return { ...mutation, trigger };
}
