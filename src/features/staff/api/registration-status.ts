/** The registrations staff review (issue 40, item 9), each in its own table. */
export const REGISTRATION_KINDS = ['patient', 'doctor', 'hospital'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

/** Pending until a supervisor or admin verifies or rejects it; a decision can be changed, with the version it was made on. */
export const REGISTRATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const REVIEW_DECISIONS = ['verified', 'rejected'] as const satisfies readonly RegistrationStatus[];
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REGISTRATION_KIND_LABELS: Record<RegistrationKind, string> = {
  patient: 'Patient',
  doctor: 'Doctor',
  hospital: 'Hospital',
};

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
};

export const isRegistrationKind = (value: unknown): value is RegistrationKind => REGISTRATION_KINDS.includes(value as RegistrationKind);
