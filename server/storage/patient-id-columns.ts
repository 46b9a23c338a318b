import type { PatientRequest } from '@/features/onboarding/api/patient-schema';

/** Patient fields holding identity or policy numbers: encrypted at rest, masked wherever they are shown. */
export const PATIENT_ID_COLUMNS = {
  aadharNumber: 'aadhar_number',
  pmjayId: 'pmjay_id',
  otherIDProof: 'other_id_proof',
  insurancePolicyNumber: 'insurance_policy_number',
} as const satisfies Partial<Record<keyof PatientRequest, string>>;

export type PatientIdField = keyof typeof PATIENT_ID_COLUMNS;
export const PATIENT_ID_FIELDS = Object.keys(PATIENT_ID_COLUMNS) as PatientIdField[];

/** The name the column is authenticated under, so a value cannot be moved to another column. */
export const encryptionContextOf = (field: PatientIdField) => `patients.${PATIENT_ID_COLUMNS[field]}`;
