import { StatusTag, type StatusTone } from '@/design-system/status-tag/status-tag';
import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from '@/features/staff/api/registration-status';

const TONES: Record<RegistrationStatus, StatusTone> = { pending: 'warning', verified: 'success', rejected: 'error' };

/** Pending, Verified or Rejected, in words first. */
export function RegistrationStatusTag({ status }: { status: RegistrationStatus }) {
  return <StatusTag label={REGISTRATION_STATUS_LABELS[status]} tone={TONES[status]} />;
}
