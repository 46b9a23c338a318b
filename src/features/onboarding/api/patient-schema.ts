import { hasLetterOrDigit } from '@/lib/visible-text';
import { z } from '@/lib/zod';
import {
  FIELD_MESSAGES,
  emailAddress,
  mobileNumber,
  optionalChoice,
  optionalText,
  requiredChoice,
  requiredConsent,
  requiredText,
  wholeNumberText,
} from '@/features/onboarding/api/field-rules';
import { BLOOD_GROUPS, PATIENT_GENDERS, TREATMENT_OPTIONS } from '@/features/onboarding/api/onboarding-options';

/** Each ID proof is required only while its "available" box is ticked. The last message is the spec's, typo included. */
export const ID_PROOF_RULES = [
  { availableField: 'aadharAvailable', idField: 'aadharNumber', message: 'Aadhar Number is required' },
  { availableField: 'ayushmanAvailable', idField: 'pmjayId', message: 'PMJAY ID is required' },
  { availableField: 'rationCardAvailable', idField: 'otherIDProof', message: 'Other ID Proofis required' },
] as const;

/** Absent, or nothing to read in it; a value of another type (a list) already has its own issue. */
const isMissing = (value: unknown) => value === undefined || (typeof value === 'string' && !hasLetterOrDigit(value));

/** The patient form sends exactly what it holds, so one schema serves the form and POST /api/patients. */
export const patientRequestSchema = z
  .strictObject({
    fullName: requiredText('Full Name is required', 100),
    gender: requiredChoice(PATIENT_GENDERS, 'Gender is required'),
    age: wholeNumberText('Age is required', 'Age must be a number', 3),
    bloodGroup: optionalChoice(BLOOD_GROUPS),
    mobileNumber: mobileNumber('Mobile Number is required'),
    email: emailAddress('Email is required'),
    permanentAddress: optionalText(500),
    aadharAvailable: z.boolean().default(true),
    aadharNumber: optionalText(30),
    ayushmanAvailable: z.boolean().default(true),
    pmjayId: optionalText(30),
    rationCardAvailable: z.boolean().default(true),
    otherIDProof: optionalText(30),
    chiefComplaint: optionalText(2000),
    plannedTreatment: optionalText(2000),
    investigationReports: optionalText(2000),
    comorbidities: optionalText(2000),
    // Marked required on the form but never checked (spec §5).
    treatmentOption: optionalChoice(TREATMENT_OPTIONS),
    insuranceCompany: optionalText(100),
    insurancePolicyNumber: optionalText(50),
    declaration: requiredConsent(FIELD_MESSAGES.declaration),
    privacyPolicy: requiredConsent(FIELD_MESSAGES.privacyPolicy),
    termsConditions: requiredConsent(FIELD_MESSAGES.termsConditions),
    signature: requiredText('Signature is required', 100),
  })
  .superRefine(
    (patient, context) => {
      for (const rule of ID_PROOF_RULES) {
        if (patient[rule.availableField] && isMissing(patient[rule.idField])) {
          context.addIssue({ code: 'custom', path: [rule.idField], message: rule.message });
        }
      }
    },
    // Checked alongside the other fields, so one failed submit lists every missing answer at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export const patientFormSchema = patientRequestSchema;

export type PatientRequest = z.infer<typeof patientRequestSchema>;
export type PatientFormValues = z.input<typeof patientFormSchema>;
