import type { Messages } from '@/lib/i18n/messages';
import { hasLetterOrDigit } from '@/lib/visible-text';
import { z } from '@/lib/zod';
import { FIELD_MESSAGES, fieldRulesWith, optionalChoice, requiredChoice, requiredConsent } from '@/features/onboarding/api/field-rules';
import { BLOOD_GROUPS, PATIENT_GENDERS, TREATMENT_OPTIONS } from '@/features/onboarding/api/onboarding-options';

/** Each ID proof is required only while its "available" box is ticked. */
export const ID_PROOF_RULES = [
  { availableField: 'aadharAvailable', idField: 'aadharNumber' },
  { availableField: 'ayushmanAvailable', idField: 'pmjayId' },
  { availableField: 'rationCardAvailable', idField: 'otherIDProof' },
] as const;

/** The patient form's messages as the server (and English pages) give them. The last ID proof's is the spec's, typo included. */
export const PATIENT_MESSAGES = {
  fields: FIELD_MESSAGES,
  fullName: 'Full Name is required',
  gender: 'Gender is required',
  age: 'Age is required',
  ageNotNumber: 'Age must be a number',
  mobileNumber: 'Mobile Number is required',
  email: 'Email is required',
  signature: 'Signature is required',
  idProofs: {
    aadharNumber: 'Aadhar Number is required',
    pmjayId: 'PMJAY ID is required',
    otherIDProof: 'Other ID Proofis required',
  } satisfies Record<(typeof ID_PROOF_RULES)[number]['idField'], string>,
};

export type PatientMessages = Messages<typeof PATIENT_MESSAGES>;

/** Absent, or nothing to read in it; a value of another type (a list) already has its own issue. */
const isMissing = (value: unknown) => value === undefined || (typeof value === 'string' && !hasLetterOrDigit(value));

/** The patient form sends exactly what it holds, so one schema serves the form and POST /api/patients; `m` words its messages. */
export function patientSchemaWith(m: PatientMessages) {
  const { emailAddress, mobileNumber, optionalText, requiredText, wholeNumberText } = fieldRulesWith(m.fields);
  return z
    .strictObject({
      fullName: requiredText(m.fullName, 100),
      gender: requiredChoice(PATIENT_GENDERS, m.gender),
      age: wholeNumberText(m.age, m.ageNotNumber, 3),
      bloodGroup: optionalChoice(BLOOD_GROUPS),
      mobileNumber: mobileNumber(m.mobileNumber),
      email: emailAddress(m.email),
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
      declaration: requiredConsent(m.fields.declaration),
      privacyPolicy: requiredConsent(m.fields.privacyPolicy),
      termsConditions: requiredConsent(m.fields.termsConditions),
      signature: requiredText(m.signature, 100),
    })
    .superRefine(
      (patient, context) => {
        for (const rule of ID_PROOF_RULES) {
          if (patient[rule.availableField] && isMissing(patient[rule.idField])) {
            context.addIssue({ code: 'custom', path: [rule.idField], message: m.idProofs[rule.idField] });
          }
        }
      },
      // Checked alongside the other fields, so one failed submit lists every missing answer at once.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    );
}

/** The server's (and English pages') schema. */
export const patientRequestSchema = patientSchemaWith(PATIENT_MESSAGES);

export type PatientRequest = z.infer<typeof patientRequestSchema>;
export type PatientFormValues = z.input<typeof patientRequestSchema>;
