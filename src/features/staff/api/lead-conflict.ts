import { ApiError } from '@/lib/api-client';
import { leadConflictMessage, type LeadConflict } from '@/features/staff/api/lead-change-schema';

/** The 409 answer of a change someone else's change beat: the lead as it now stands and who changed what. */
export function leadConflictOf(error: unknown): LeadConflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || typeof error.body !== 'object' || error.body === null) return undefined;
  const body = error.body as Partial<LeadConflict>;
  if (typeof body.current !== 'object' || body.current === null || typeof body.change !== 'object' || body.change === null) return undefined;
  return { message: body.message || leadConflictMessage(body.change), current: body.current, change: body.change };
}
