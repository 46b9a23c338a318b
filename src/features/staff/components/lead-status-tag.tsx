import { StatusTag, type StatusTone } from '@/design-system/status-tag/status-tag';
import { LEAD_OUTCOME_LABELS, LEAD_STATUS_LABELS, type LeadOutcome, type LeadStatus } from '@/features/staff/api/lead-status';

const TONES: Record<LeadStatus, StatusTone> = {
  new: 'brand',
  attempted: 'warning',
  contacted: 'info',
  booked: 'success',
  not_interested: 'neutral',
  junk: 'neutral',
};

/** A lead's status in words ("Attempted", with its outcome "No answer" under it), its colour repeating it. */
export function LeadStatusTag({ status, outcome }: { status: LeadStatus; outcome: LeadOutcome | null }) {
  return <StatusTag label={LEAD_STATUS_LABELS[status]} tone={TONES[status]} detail={outcome ? LEAD_OUTCOME_LABELS[outcome] : undefined} />;
}
