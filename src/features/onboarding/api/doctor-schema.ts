import { z } from '@/lib/zod';
import { requiredDocumentSchema, toMultipartBody } from '@/features/onboarding/api/document-rules';
import {
  FIELD_MESSAGES,
  emailAddress,
  isoDate,
  mobileNumber,
  optionalText,
  requiredChoice,
  requiredConsent,
  requiredConsentText,
  requiredText,
  wholeNumberText,
} from '@/features/onboarding/api/field-rules';
import { CONSULTATION_MODES, DOCTOR_GENDERS } from '@/features/onboarding/api/onboarding-options';

export const DOCTOR_DOCUMENT_FIELDS = ['profilePhoto', 'medicalRegistrationCertificate', 'governmentID'] as const;

// Spec §5: every message is the field's name followed by "is required".
const doctorDetails = {
  fullName: requiredText('Full name is required', 100),
  gender: requiredChoice(DOCTOR_GENDERS, 'Gender is required'),
  dob: isoDate('Date of birth is required'),
  mobileNumber: mobileNumber('Mobile number is required'),
  email: emailAddress('Email is required'),
  state: requiredText('State is required', 100),
  district: requiredText('District is required', 100),
  clinicAddress: requiredText('Clinic address is required', 500),
  qualification: requiredText('Qualification is required'),
  specialization: requiredText('Specialization is required'),
  medicalRegistrationNumber: requiredText('Medical registration number is required', 50),
  boardName: requiredText('Board name is required'),
  yoe: wholeNumberText('Years of experience is required', 'Years of experience must be a number', 2),
  languagesKnown: optionalText(200),
  modeOfConsultation: requiredChoice(CONSULTATION_MODES, 'Mode of consultation is required'),
  availableDays: requiredText('Available days is required'),
  availableTimings: requiredText('Available timings is required'),
  signature: requiredText('Signature is required', 100),
};

export const doctorFormSchema = z.object({
  ...doctorDetails,
  declaration: requiredConsent(FIELD_MESSAGES.declaration),
  privacyPolicy: requiredConsent(FIELD_MESSAGES.privacyPolicy),
  termsConditions: requiredConsent(FIELD_MESSAGES.termsConditions),
  profilePhoto: requiredDocumentSchema,
  medicalRegistrationCertificate: requiredDocumentSchema,
  governmentID: requiredDocumentSchema,
});

/** The text parts of POST /api/doctors; the server checks the document parts against document-rules. */
export const doctorRequestSchema = z.strictObject({
  ...doctorDetails,
  declaration: requiredConsentText(FIELD_MESSAGES.declaration),
  privacyPolicy: requiredConsentText(FIELD_MESSAGES.privacyPolicy),
  termsConditions: requiredConsentText(FIELD_MESSAGES.termsConditions),
});

export type DoctorForm = z.infer<typeof doctorFormSchema>;
export type DoctorFormValues = z.input<typeof doctorFormSchema>;
export type DoctorRequest = z.infer<typeof doctorRequestSchema>;

export function toDoctorFormData(form: DoctorForm): FormData {
  return toMultipartBody(form);
}
