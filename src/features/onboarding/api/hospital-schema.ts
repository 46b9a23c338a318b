import type { Messages } from '@/lib/i18n/messages';
import { z } from '@/lib/zod';
import { DOCUMENT_MESSAGES, requiredDocumentSchemaWith, toMultipartBody } from '@/features/onboarding/api/document-rules';
import { FIELD_MESSAGES, fieldRulesWith, optionalConsentText, requiredChoice } from '@/features/onboarding/api/field-rules';
import { EMERGENCY_SERVICE_OPTIONS, HOSPITAL_TYPES } from '@/features/onboarding/api/onboarding-options';

export const HOSPITAL_DOCUMENT_FIELDS = [
  'hospitalRegistrationCertificate',
  'accreditationCertificate',
  'ownerId',
  'hospitalPhoto',
] as const;

/** The hospital form's messages as the server (and English pages) give them. Spec §5: the field's name followed by "is required". */
export const HOSPITAL_MESSAGES = {
  fields: FIELD_MESSAGES,
  documents: DOCUMENT_MESSAGES,
  hospitalName: 'Hospital name is required',
  hospitalType: 'Hospital type is required',
  yearOfEstablishment: 'Year of establishment is required',
  yearNotNumber: 'Year of establishment must be a number',
  yearInFuture: 'Year of establishment cannot be in the future',
  registrationNumber: 'Registration number is required',
  // The field keeps the spec's spelling (accredition); the message is spelt properly.
  accredition: 'Accreditation is required',
  ownerName: 'Owner name is required',
  mobileNumber: 'Mobile number is required',
  email: 'Email is required',
  state: 'State is required',
  district: 'District is required',
  hospitalAddress: 'Hospital address is required',
  numberOfDoctors: 'Number of doctors is required',
  numberOfDoctorsNotNumber: 'Number of doctors must be a number',
  numberOfBeds: 'Number of beds is required',
  numberOfBedsNotNumber: 'Number of beds must be a number',
  departmentsAvailable: 'Departments available is required',
  emergencyService: 'Emergency service is required',
  operationTheatres: 'Operation theatres is required',
  operationTheatresNotNumber: 'Operation theatres must be a number',
  labFacilities: 'Lab facilities is required',
  signature: 'Signature is required',
};

export type HospitalMessages = Messages<typeof HOSPITAL_MESSAGES>;

// Every field but the consents is required.
function hospitalDetailsWith(m: HospitalMessages) {
  const { emailAddress, mobileNumber, requiredText, wholeNumberText } = fieldRulesWith(m.fields);
  return {
    hospitalName: requiredText(m.hospitalName),
    hospitalType: requiredChoice(HOSPITAL_TYPES, m.hospitalType),
    yearOfEstablishment: wholeNumberText(m.yearOfEstablishment, m.yearNotNumber, 4).refine((year) => Number(year) <= new Date().getFullYear(), m.yearInFuture),
    registrationNumber: requiredText(m.registrationNumber, 100),
    accredition: requiredText(m.accredition),
    ownerName: requiredText(m.ownerName, 100),
    mobileNumber: mobileNumber(m.mobileNumber),
    email: emailAddress(m.email),
    state: requiredText(m.state, 100),
    district: requiredText(m.district, 100),
    hospitalAddress: requiredText(m.hospitalAddress, 500),
    numberOfDoctors: wholeNumberText(m.numberOfDoctors, m.numberOfDoctorsNotNumber, 6),
    numberOfBeds: wholeNumberText(m.numberOfBeds, m.numberOfBedsNotNumber, 6),
    departmentsAvailable: requiredText(m.departmentsAvailable, 1000),
    emergencyService: requiredChoice(EMERGENCY_SERVICE_OPTIONS, m.emergencyService),
    operationTheatres: wholeNumberText(m.operationTheatres, m.operationTheatresNotNumber, 4),
    labFacilities: requiredText(m.labFacilities, 1000),
    signature: requiredText(m.signature, 100),
  };
}

/** The browser form, documents included, in `m`'s words. */
export function hospitalFormSchemaWith(m: HospitalMessages) {
  const requiredDocument = requiredDocumentSchemaWith(m.documents);
  return z.object({
    ...hospitalDetailsWith(m),
    declaration: z.boolean().default(false),
    privacyPolicy: z.boolean().default(false),
    termsConditions: z.boolean().default(false),
    hospitalRegistrationCertificate: requiredDocument,
    accreditationCertificate: requiredDocument,
    ownerId: requiredDocument,
    hospitalPhoto: requiredDocument,
  });
}

/** The English pages' form schema. */
export const hospitalFormSchema = hospitalFormSchemaWith(HOSPITAL_MESSAGES);

/** The text parts of POST /api/hospitals; the server checks the document parts against document-rules. */
export const hospitalRequestSchema = z.strictObject({
  ...hospitalDetailsWith(HOSPITAL_MESSAGES),
  declaration: optionalConsentText(),
  privacyPolicy: optionalConsentText(),
  termsConditions: optionalConsentText(),
});

export type HospitalForm = z.infer<typeof hospitalFormSchema>;
export type HospitalFormValues = z.input<typeof hospitalFormSchema>;
export type HospitalRequest = z.infer<typeof hospitalRequestSchema>;

export function toHospitalFormData(form: HospitalForm): FormData {
  return toMultipartBody(form);
}
