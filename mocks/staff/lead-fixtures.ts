import type { LeadChangeField } from '@/features/staff/api/lead-change-schema';
import type { LeadDetail, LeadFieldsOf } from '@/features/staff/api/lead-detail';
import type { LeadKind, LeadOutcome, LeadStatus } from '@/features/staff/api/lead-status';
import type { LeadSummary, StaffRef } from '@/features/staff/api/lead-summary';
import { leadDueAt } from '@/features/staff/api/lead-targets';
import type { StaffSession } from '@/features/staff/api/staff-session';

/** The stories' clock: 14 Mar 2026, 14:05 IST, inside working hours (FixedTimeContext gives it to the screens). */
export const STORY_NOW = Date.parse('2026-03-14T08:35:00.000Z');
export const STORY_LEADS_CSRF_TOKEN = 'story-leads-csrf-token';

export const asha: StaffRef = { id: '0b7e5a52-2b1c-4c57-9f0e-3a1d2c4b5e61', email: 'asha@healvia.in' };
export const ravi: StaffRef = { id: '5c2d8e14-7f3a-4b9c-8d1e-6f2a3b4c5d72', email: 'ravi@healvia.in' };
export const sunita: StaffRef = { id: '9e4f1a23-6b5c-4d7e-8f90-1a2b3c4d5e83', email: 'sunita@healvia.in' };

/** Who the stories sign in as. */
export const agentSession: StaffSession = { email: asha.email, role: 'agent', csrfToken: STORY_LEADS_CSRF_TOKEN };
export const supervisorSession: StaffSession = { email: sunita.email, role: 'supervisor', csrfToken: STORY_LEADS_CSRF_TOKEN };
export const staffRefOf = (session: StaffSession): StaffRef => [asha, ravi, sunita].find((member) => member.email === session.email) ?? asha;

/** One lead as the mock server keeps it: its detail, its place in arrival order and its contact in full (for reveal and search). */
export type StoredLead = { seq: number; lead: LeadDetail; phone: string | null; email: string | null; updatedField?: LeadChangeField | null };

const minutesAgo = (minutes: number) => new Date(STORY_NOW - minutes * 60_000).toISOString();

type Seed<Kind extends LeadKind> = {
  seq: number;
  id: string;
  kind: Kind;
  minutes: number;
  status?: LeadStatus;
  outcome?: LeadOutcome | null;
  assignee?: StaffRef | null;
  name: string | null;
  phone: string | null;
  email: string | null;
  fields: LeadFieldsOf[Kind];
};

function stored<Kind extends LeadKind>(seed: Seed<Kind>): StoredLead {
  const receivedAt = minutesAgo(seed.minutes);
  const status = seed.status ?? 'new';
  const closed = status === 'booked' || status === 'not_interested' || status === 'junk';
  const contact = seed.phone ? `••••••${seed.phone.slice(-4)}` : `${seed.email![0]}•••${seed.email!.slice(seed.email!.indexOf('@'))}`;
  const lead = {
    id: seed.id,
    kind: seed.kind,
    receivedAt,
    dueAt: leadDueAt(receivedAt, seed.kind),
    status,
    outcome: seed.outcome ?? null,
    assignee: seed.assignee ?? null,
    name: seed.name,
    contact,
    version: 1,
    closedAt: closed ? minutesAgo(seed.minutes - 30) : null,
    fields: seed.fields,
    notes: [],
    duplicates: [],
    duplicateOf: null,
    updatedAt: receivedAt,
    updatedBy: null,
  } as LeadDetail;
  return { seq: seed.seq, lead, phone: seed.phone, email: seed.email };
}

export const callbackDueSoon = stored({ seq: 105, id: 'cb-7f3a9c21', kind: 'callback', minutes: 12, name: null, phone: '+919876543210', email: null, fields: { phone: '••••••3210' } });
export const appointmentAttempted = stored({
  seq: 104,
  id: 'ap-2d81e0b4',
  kind: 'appointment',
  minutes: 55,
  status: 'attempted',
  outcome: 'no_answer',
  assignee: asha,
  name: 'Priya Sharma',
  phone: '+919812344455',
  email: 'priya.sharma@example.com',
  fields: { fullName: 'Priya Sharma', email: 'p•••@example.com', phone: '••••••4455', preferredDate: '2026-03-16', preferredTime: '10:00 AM - 11:00 AM', department: 'Cardiology' },
});
export const callbackOverdue = stored({ seq: 103, id: 'cb-91b4e6d0', kind: 'callback', minutes: 55, name: null, phone: '09900117788', email: null, fields: { phone: '••••••7788' } });
export const contactWithRavi = stored({
  seq: 102,
  id: 'ct-4e6a1f93',
  kind: 'contact',
  minutes: 180,
  status: 'contacted',
  assignee: ravi,
  name: 'Meera Nair',
  phone: null,
  email: 'meera.nair@example.com',
  fields: { name: 'Meera Nair', email: 'm•••@example.com', phone: '', address: null, message: 'Do you offer home sample collection in Whitefield on Sundays?' },
});
export const appointmentBooked = stored({
  seq: 101,
  id: 'ap-0c5d7b28',
  kind: 'appointment',
  minutes: 26 * 60,
  status: 'booked',
  assignee: asha,
  name: 'Rahul Verma',
  phone: '+919812300011',
  email: 'rahul.v@example.com',
  fields: { fullName: 'Rahul Verma', email: 'r•••@example.com', phone: '••••••0011', preferredDate: '2026-03-15', preferredTime: '9:00 AM - 10:00 AM', department: 'General Medicine' },
});

/** Another callback from Priya's number two days earlier: a possible duplicate of her appointment. */
export const callbackFromPriya = stored({ seq: 100, id: 'cb-3a7e2c55', kind: 'callback', minutes: 2 * 24 * 60, status: 'junk', name: null, phone: '9812344455', email: null, fields: { phone: '••••••4455' } });

export const storyLeads: StoredLead[] = [callbackDueSoon, appointmentAttempted, callbackOverdue, contactWithRavi, appointmentBooked, callbackFromPriya];

/** The inbox's rows of stored leads. */
export const summaryOfStored = ({ lead }: StoredLead): LeadSummary => {
  const { id, kind, receivedAt, dueAt, status, outcome, assignee, name, contact, version, closedAt } = lead;
  return { id, kind, receivedAt, dueAt, status, outcome, assignee, name, contact, version, closedAt };
};

/** A callback that arrives while the inbox is open. */
export function arrivingCallback(seq: number, phoneTail: string): LeadSummary {
  const receivedAt = new Date(STORY_NOW).toISOString();
  return { id: `cb-live-${seq}`, kind: 'callback', receivedAt, dueAt: leadDueAt(receivedAt, 'callback'), status: 'new', outcome: null, assignee: null, name: null, contact: `••••••${phoneTail}`, version: 1, closedAt: null };
}

/** `count` older leads, for paging (seq 1…count). */
export function olderLeads(count: number): StoredLead[] {
  return Array.from({ length: count }, (_, index) =>
    stored({ seq: index + 1, id: `ct-old-${index + 1}`, kind: 'contact', minutes: 5 * 24 * 60 + index, status: 'not_interested', name: `Older contact ${index + 1}`, phone: null, email: `old${index + 1}@example.com`, fields: { name: `Older contact ${index + 1}`, email: 'o•••@example.com', phone: '', address: null, message: 'An older message.' } }),
  );
}
