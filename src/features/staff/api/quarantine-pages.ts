import type { ScopedMutator } from 'swr';
import { ApiError } from '@/lib/api-client';
import { isQuarantineKey, QUARANTINE_PATH } from '@/features/staff/api/get-quarantine';
import type { QuarantineList } from '@/features/staff/api/quarantine-schema';

/** Where one quarantined lead's calls go. */
export const quarantinedLeadPath = (id: string) => `${QUARANTINE_PATH}/${encodeURIComponent(id)}`;

/** 409 (someone else released or deleted it) and 404 (not in quarantine): either way the lead has left the folder. */
export const hasLeftQuarantine = (error: unknown): boolean => error instanceof ApiError && (error.status === 409 || error.status === 404);

/** Takes a lead out of every cached page of the folder, without asking the server again. */
export function dropFromQuarantinePages(mutate: ScopedMutator, id: string): void {
  void mutate(isQuarantineKey, (page: QuarantineList | undefined) => page && { ...page, leads: page.leads.filter((lead) => lead.id !== id) }, { revalidate: false });
}

/**
 * One call on a quarantined lead: once it has left the folder, by this call or by someone else's (the call's 409 or
 * 404), its row goes from every cached page; the call's own answer or refusal is passed on.
 */
export async function leaveQuarantine<T>(mutate: ScopedMutator, id: string, call: () => Promise<T>): Promise<T> {
  try {
    const answer = await call();
    dropFromQuarantinePages(mutate, id);
    return answer;
  } catch (error) {
    if (hasLeftQuarantine(error)) dropFromQuarantinePages(mutate, id);
    throw error;
  }
}
