import type { Messages } from '@/lib/i18n/messages';
import { z } from '@/lib/zod';
import { DOCUMENT_MESSAGES, requiredDocumentSchemaWith, toMultipartBody } from '@/features/onboarding/api/document-rules';
import { FIELD_MESSAGES, fieldRulesWith, requiredChoice, requiredConsent, requiredConsentText } from '@/features/onboarding/api/field-rules';
import { CONSULTATION_MODES, DOCTOR_GENDERS } from '@/features/onboarding/api/onboarding-options';

export const DOCTOR_DOCUMENT_FIELDS = ['profilePhoto', 'medicalRegistrationCertificate', 'governmentID'] as const;

/** The doctor form's messages as the server (and English pages) give them. Spec §5: the field's name followed by "is required". */
export const DOCTOR_MESSAGES = {
  fields: FIELD_MESSAGES,
  documents: DOCUMENT_MESSAGES,
  fullName: 'Full name is required',
  gender: 'Gender is required',
  dob: 'Date of birth is required',
  mobileNumber: 'Mobile number is required',
  email: 'Email is required',
  state: 'State is required',
  district: 'District is required',
  clinicAddress: 'Clinic address is required',
  qualification: 'Qualification is required',
  specialization: 'Specialization is required',
  medicalRegistrationNumber: 'Medical registration number is required',
  boardName: 'Board name is required',
  yoe: 'Years of experience is required',
  yoeNotNumber: 'Years of experience must be a number',
  modeOfConsultation: 'Mode of consultation is required',
  availableDays: 'Available days is required',
  availableTimings: 'Available timings is required',
  signature: 'Signature is required',
};

export type DoctorMessages = Messages<typeof DOCTOR_MESSAGES>;

function doctorDetailsWith(m: DoctorMessages) {
  const { emailAddress, isoDate, mobileNumber, optionalText, requiredText, wholeNumberText } = fieldRulesWith(m.fields);
  return {
    fullName: requiredText(m.fullName, 100),
    gender: requiredChoice(DOCTOR_GENDERS, m.gender),
    dob: isoDate(m.dob),
    mobileNumber: mobileNumber(m.mobileNumber),
    email: emailAddress(m.email),
    state: requiredText(m.state, 100),
    district: requiredText(m.district, 100),
    clinicAddress: requiredText(m.clinicAddress, 500),
    qualification: requiredText(m.qualification),
    specialization: requiredText(m.specialization),
    medicalRegistrationNumber: requiredText(m.medicalRegistrationNumber, 50),
    boardName: requiredText(m.boardName),
    yoe: wholeNumberText(m.yoe, m.yoeNotNumber, 2),
    languagesKnown: optionalText(200),
    modeOfConsultation: requiredChoice(CONSULTATION_MODES, m.modeOfConsultation),
    availableDays: requiredText(m.availableDays),
    availableTimings: requiredText(m.availableTimings),
    signature: requiredText(m.signature, 100),
  };
}

/** The browser form, documents included, in `m`'s words. */
export function doctorFormSchemaWith(m: DoctorMessages) {
  const requiredDocument = requiredDocumentSchemaWith(m.documents);
  return z.object({
    ...doctorDetailsWith(m),
    declaration: requiredConsent(m.fields.declaration),
    privacyPolicy: requiredConsent(m.fields.privacyPolicy),
    termsConditions: requiredConsent(m.fields.termsConditions),
    profilePhoto: requiredDocument,
    medicalRegistrationCertificate: requiredDocument,
    governmentID: requiredDocument,
  });
}

/** The English pages' form schema. */
export const doctorFormSchema = doctorFormSchemaWith(DOCTOR_MESSAGES);

/** The text parts of POST /api/doctors; the server checks the document parts against document-rules. */
export const doctorRequestSchema = z.strictObject({
  ...doctorDetailsWith(DOCTOR_MESSAGES),
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
