import type { LeadKind, LeadStatus } from '@/features/staff/api/lead-status';
import type { LeadSummary, StaffRef } from '@/features/staff/api/lead-summary';

/** What each kind of lead was received with, by the request's field names; phone and e-mail come masked. */
export type LeadFieldsOf = {
  appointment: { fullName: string; email: string; phone: string; preferredDate: string; preferredTime: string; department: string };
  callback: { phone: string };
  contact: { name: string; email: string; phone: string; address: string | null; message: string | null };
};

export type LeadNote = { id: string; at: string; author: StaffRef; body: string };

/** Another lead with the same phone or e-mail within 30 days either side of this one's arrival. */
export type LeadDuplicate = { id: string; kind: LeadKind; receivedAt: string; status: LeadStatus };

type LeadDetailOf<Kind extends LeadKind> = Omit<LeadSummary, 'kind'> & {
  kind: Kind;
  fields: LeadFieldsOf[Kind];
  notes: LeadNote[];
  duplicates: LeadDuplicate[];
  /** The id of the lead this one was marked a duplicate of. */
  duplicateOf: string | null;
  updatedAt: string;
  updatedBy: StaffRef | null;
};

/** GET /api/staff/leads/:id, and the answer of every change to a lead; narrow `fields` by `kind`. */
export type LeadDetail = { [Kind in LeadKind]: LeadDetailOf<Kind> }[LeadKind];
