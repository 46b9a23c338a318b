import { z } from '@/lib/zod';
import type { LeadDetail } from '@/features/staff/api/lead-detail';

export const LEAD_CHANGE_MESSAGES = {
  version: 'Reload the lead and try again',
  notFound: 'This lead does not exist. It may have been erased.',
  assignedToSomeoneElse: 'This lead is assigned to someone else.',
} as const;

/** The version the change was made on, as the lead's page last read it (sent back with every change but a note). */
export const leadVersionField = z.number({ error: LEAD_CHANGE_MESSAGES.version }).int(LEAD_CHANGE_MESSAGES.version).min(1, LEAD_CHANGE_MESSAGES.version);

/** POST /api/staff/leads/:id/claim: assign the lead to me (an agent only while it is unassigned). */
export const leadClaimSchema = z.strictObject({ version: leadVersionField });

export type LeadClaimRequest = z.infer<typeof leadClaimSchema>;

/** What a versioned change sets; named in the 409 answer and its message. */
export const LEAD_CHANGE_FIELDS = ['assignee', 'status', 'duplicateOf'] as const;
export type LeadChangeField = (typeof LEAD_CHANGE_FIELDS)[number];

const FIELD_WORDS: Record<LeadChangeField, string> = {
  assignee: 'the assignee',
  status: 'the status',
  duplicateOf: 'the duplicate marking',
};

/** The 409 answer: the lead as it now stands, and who changed what, when (`at` ISO UTC; `by` an e-mail). */
export type LeadConflict = {
  message: string;
  current: LeadDetail;
  change: { by: string | null; at: string; field: LeadChangeField | null };
};

const indiaClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "asha@healvia.in changed the status at 14:05. Your change was not saved: check the lead and try again." (IST) */
export function leadConflictMessage(change: LeadConflict['change']): string {
  const what = change.field ? FIELD_WORDS[change.field] : 'the lead';
  return `${change.by ?? 'Someone'} changed ${what} at ${indiaClock.format(Date.parse(change.at))}. Your change was not saved: check the lead and try again.`;
}
