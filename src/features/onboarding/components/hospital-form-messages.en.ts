import type { HOSPITAL_DOCUMENT_FIELDS } from '@/features/onboarding/api/hospital-schema';
import { HOSPITAL_MESSAGES } from '@/features/onboarding/api/hospital-schema';
import type { EMERGENCY_SERVICE_OPTIONS, HOSPITAL_TYPES } from '@/features/onboarding/api/onboarding-options';

/** The hospital form's own text; the parts every registration shares are in registration-form-messages. */
export const en = {
  errors: HOSPITAL_MESSAGES,
  theHospital: 'The hospital',
  hospitalName: 'Hospital Name',
  hospitalType: 'Hospital Type',
  hospitalTypePlaceholder: 'Select a type',
  /** Each type's label; the API takes the type itself. */
  hospitalTypes: {
    Government: 'Government',
    Private: 'Private',
    Charitable: 'Charitable',
    Teaching: 'Teaching',
    Specialty: 'Specialty',
  } satisfies Record<(typeof HOSPITAL_TYPES)[number], string>,
  yearOfEstablishment: 'Year of Establishment',
  yearOfEstablishmentHint: 'For example 1998',
  registrationNumber: 'Registration Number',
  accreditation: 'Accreditation',
  accreditationHint: 'For example NABH, JCI, or None',
  ownerAndContact: 'Owner and contact',
  ownerName: 'Owner Name',
  hospitalAddress: 'Hospital Address',
  facilities: 'Facilities',
  numberOfDoctors: 'Number of Doctors',
  numberOfBeds: 'Number of Beds',
  departmentsAvailable: 'Departments Available',
  departmentsAvailableHint: 'For example Cardiology, Orthopaedics, Paediatrics',
  emergencyService: 'Emergency Service',
  /** Each option's label; the API takes the option itself. */
  emergencyServiceOptions: {
    '24/7 Available': '24/7 Available',
    'Limited Hours': 'Limited Hours',
    'Not Available': 'Not Available',
  } satisfies Record<(typeof EMERGENCY_SERVICE_OPTIONS)[number], string>,
  operationTheatres: 'Operation Theatres',
  operationTheatresHint: 'How many',
  labFacilities: 'Lab Facilities',
  labFacilitiesHint: 'For example pathology, radiology, blood bank',
  documents: {
    hospitalRegistrationCertificate: 'Hospital Registration Certificate',
    accreditationCertificate: 'Accreditation Certificate',
    ownerId: 'Owner ID',
    hospitalPhoto: 'Hospital Photo',
  } satisfies Record<(typeof HOSPITAL_DOCUMENT_FIELDS)[number], string>,
  consentNotice: {
    collected: "the hospital's registration, facilities and contact details, the owner's name and ID, and the four documents.",
    purpose: 'To verify the hospital with the registering authority and accreditation body and to refer patients to it.',
  },
  signatory: 'Authorized Signatory Name',
  submit: 'Register hospital',
};
