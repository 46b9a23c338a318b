import { LEAD_KINDS, LEAD_KIND_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS } from '@/features/staff/api/lead-status';
import type { LeadAssignee } from '@/features/staff/api/lead-assignees';

/** The filter form's labels and choices. */
export const filterMessages = {
  search: 'Search by phone or e-mail',
  searchHint: 'A whole phone number, with or without +91 or 0, or an e-mail address. Press / to come here.',
  kind: 'Kind',
  anyKind: 'Any kind',
  status: 'Status',
  anyStatus: 'Any status',
  assignee: 'Assignee',
  anyone: 'Anyone',
  anyoneForAgent: 'Unassigned or mine',
  me: 'Me',
  unassigned: 'Unassigned',
  from: 'Received from (IST)',
  to: 'Received to (IST)',
  overdue: 'Overdue only',
  open: 'Open (new, attempted, contacted)',
  closed: 'Closed (booked, not interested, junk)',
} as const;

export const kindOptions = LEAD_KINDS.map((kind) => ({ value: kind, label: LEAD_KIND_LABELS[kind] }));

export const statusOptions = [
  { value: 'open', label: filterMessages.open },
  { value: 'closed', label: filterMessages.closed },
  ...LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })),
];

/** Me and unassigned for everyone; each staff member too for a supervisor or admin (who may see every lead). */
export function assigneeOptionsFor(staff: readonly LeadAssignee[] | undefined) {
  return [
    { value: 'me', label: filterMessages.me },
    { value: 'unassigned', label: filterMessages.unassigned },
    ...(staff ?? []).map((member) => ({ value: member.id, label: member.email })),
  ];
}
