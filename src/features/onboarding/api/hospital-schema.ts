import { z } from '@/lib/zod';
import { requiredDocumentSchema, toMultipartBody } from '@/features/onboarding/api/document-rules';
import {
  emailAddress,
  mobileNumber,
  optionalConsentText,
  requiredChoice,
  requiredText,
  wholeNumberText,
} from '@/features/onboarding/api/field-rules';
import { EMERGENCY_SERVICE_OPTIONS, HOSPITAL_TYPES } from '@/features/onboarding/api/onboarding-options';

export const HOSPITAL_DOCUMENT_FIELDS = [
  'hospitalRegistrationCertificate',
  'accreditationCertificate',
  'ownerId',
  'hospitalPhoto',
] as const;

export const YEAR_OF_ESTABLISHMENT_MESSAGE = 'Year of establishment must be a number';

// Spec §5: every field but the consents is required, with the field's name followed by "is required".
const hospitalDetails = {
  hospitalName: requiredText('Hospital name is required'),
  hospitalType: requiredChoice(HOSPITAL_TYPES, 'Hospital type is required'),
  yearOfEstablishment: wholeNumberText('Year of establishment is required', YEAR_OF_ESTABLISHMENT_MESSAGE, 4).refine(
    (year) => Number(year) <= new Date().getFullYear(),
    'Year of establishment cannot be in the future',
  ),
  registrationNumber: requiredText('Registration number is required', 100),
  // The field keeps the spec's spelling; the message is spelt properly.
  accredition: requiredText('Accreditation is required'),
  ownerName: requiredText('Owner name is required', 100),
  mobileNumber: mobileNumber('Mobile number is required'),
  email: emailAddress('Email is required'),
  state: requiredText('State is required', 100),
  district: requiredText('District is required', 100),
  hospitalAddress: requiredText('Hospital address is required', 500),
  numberOfDoctors: wholeNumberText('Number of doctors is required', 'Number of doctors must be a number', 6),
  numberOfBeds: wholeNumberText('Number of beds is required', 'Number of beds must be a number', 6),
  departmentsAvailable: requiredText('Departments available is required', 1000),
  emergencyService: requiredChoice(EMERGENCY_SERVICE_OPTIONS, 'Emergency service is required'),
  operationTheatres: wholeNumberText('Operation theatres is required', 'Operation theatres must be a number', 4),
  labFacilities: requiredText('Lab facilities is required', 1000),
  signature: requiredText('Signature is required', 100),
};

export const hospitalFormSchema = z.object({
  ...hospitalDetails,
  declaration: z.boolean().default(false),
  privacyPolicy: z.boolean().default(false),
  termsConditions: z.boolean().default(false),
  hospitalRegistrationCertificate: requiredDocumentSchema,
  accreditationCertificate: requiredDocumentSchema,
  ownerId: requiredDocumentSchema,
  hospitalPhoto: requiredDocumentSchema,
});

/** The text parts of POST /api/hospitals; the server checks the document parts against document-rules. */
export const hospitalRequestSchema = z.strictObject({
  ...hospitalDetails,
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
