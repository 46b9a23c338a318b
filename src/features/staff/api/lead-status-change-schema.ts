import { leadVersionField } from '@/features/staff/api/lead-change-schema';
import { LEAD_OUTCOMES, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '@/features/staff/api/lead-status';
import { z } from '@/lib/zod';

export const LEAD_STATUS_CHANGE_MESSAGES = {
  status: 'Choose a status: new, attempted, contacted, booked, not_interested or junk',
  outcomeRequired: 'Choose what happened: no answer, busy, wrong number or switched off',
  outcomeNotAllowed: 'An outcome goes with the status Attempted only',
} as const;

/** POST /api/staff/leads/:id/status: an outcome is required with `attempted` and refused with any other status. */
export const leadStatusChangeSchema = z
  .strictObject({
    version: leadVersionField,
    status: z.enum(LEAD_STATUSES, { error: LEAD_STATUS_CHANGE_MESSAGES.status }),
    outcome: z.enum(LEAD_OUTCOMES, { error: LEAD_STATUS_CHANGE_MESSAGES.outcomeRequired }).optional(),
  })
  .superRefine(({ status, outcome }, context) => {
    if (status === 'attempted' && outcome === undefined) context.addIssue({ code: 'custom', path: ['outcome'], message: LEAD_STATUS_CHANGE_MESSAGES.outcomeRequired });
    if (status !== 'attempted' && outcome !== undefined) context.addIssue({ code: 'custom', path: ['outcome'], message: LEAD_STATUS_CHANGE_MESSAGES.outcomeNotAllowed });
  })
  .transform(({ version, status, outcome }) => ({ version, status, outcome: outcome ?? null }));

export type LeadStatusChangeValues = z.input<typeof leadStatusChangeSchema>;
export type LeadStatusChange = z.output<typeof leadStatusChangeSchema>;

const listOf = (labels: string[]) => (labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`);

/** "A lead that is New cannot be set to Booked. From New it can go to Attempted, Contacted or Junk." */
export function statusNotAllowedMessage(from: LeadStatus, to: LeadStatus, allowed: readonly LeadStatus[]): string {
  const label = (status: LeadStatus) => LEAD_STATUS_LABELS[status];
  return `A lead that is ${label(from)} cannot be set to ${label(to)}. From ${label(from)} it can go to ${listOf(allowed.map(label))}.`;
}
