/** Where a lead stands (issue 40, item 5). Stored as given in leads.status. */
export const LEAD_STATUSES = ['new', 'attempted', 'contacted', 'booked', 'not_interested', 'junk'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Why an attempt failed; required with `attempted`, never with any other status. */
export const LEAD_OUTCOMES = ['no_answer', 'busy', 'wrong_number', 'switched_off'] as const;
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number];

export const LEAD_KINDS = ['appointment', 'callback', 'contact'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  attempted: 'Attempted',
  contacted: 'Contacted',
  booked: 'Booked',
  not_interested: 'Not interested',
  junk: 'Junk',
};

export const LEAD_OUTCOME_LABELS: Record<LeadOutcome, string> = {
  no_answer: 'No answer',
  busy: 'Busy',
  wrong_number: 'Wrong number',
  switched_off: 'Switched off',
};

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  appointment: 'Appointment',
  callback: 'Callback',
  contact: 'Contact message',
};

export const CLOSED_LEAD_STATUSES = ['booked', 'not_interested', 'junk'] as const satisfies readonly LeadStatus[];
export const OPEN_LEAD_STATUSES = ['new', 'attempted', 'contacted'] as const satisfies readonly LeadStatus[];

export const isLeadStatus = (value: unknown): value is LeadStatus => LEAD_STATUSES.includes(value as LeadStatus);
export const isLeadOutcome = (value: unknown): value is LeadOutcome => LEAD_OUTCOMES.includes(value as LeadOutcome);
export const isClosedStatus = (status: LeadStatus): boolean => (CLOSED_LEAD_STATUSES as readonly LeadStatus[]).includes(status);

const NEXT_FROM_OPEN: Record<(typeof OPEN_LEAD_STATUSES)[number], readonly LeadStatus[]> = {
  new: ['attempted', 'contacted', 'junk'],
  // Another try is another attempt, with its own outcome.
  attempted: ['attempted', 'contacted', 'junk'],
  contacted: ['booked', 'not_interested', 'junk'],
};

/** Booked and not interested are reached only through contacted; junk may be set before any contact. */
const reachedThroughContact = (status: LeadStatus) => status === 'booked' || status === 'not_interested';

/**
 * The statuses a lead may move to from `status`. A closed lead is reopened: to `contacted` when it had been
 * contacted before, else back to `new` (only a junk lead can have skipped contact: say so with `wasContacted`).
 */
export function allowedNextStatuses(status: LeadStatus, wasContacted = reachedThroughContact(status)): readonly LeadStatus[] {
  if (isClosedStatus(status)) return [wasContacted ? 'contacted' : 'new'];
  return NEXT_FROM_OPEN[status as keyof typeof NEXT_FROM_OPEN];
}

export const canMoveTo = (from: LeadStatus, to: LeadStatus, wasContacted = reachedThroughContact(from)): boolean =>
  allowedNextStatuses(from, wasContacted).includes(to);
