import type { DOCTOR_DOCUMENT_FIELDS } from '@/features/onboarding/api/doctor-schema';
import { DOCTOR_MESSAGES } from '@/features/onboarding/api/doctor-schema';
import type { CONSULTATION_MODES } from '@/features/onboarding/api/onboarding-options';

/** The doctor form's own text; the parts every registration shares are in registration-form-messages. */
export const en = {
  errors: DOCTOR_MESSAGES,
  dob: 'Date of Birth',
  practice: 'Practice',
  clinicAddress: 'Clinic Address',
  qualification: 'Qualification',
  qualificationHint: 'For example MBBS, MD (General Medicine)',
  specialization: 'Specialization',
  medicalRegistrationNumber: 'Medical Registration Number',
  boardName: 'Board Name',
  boardNameHint: 'The council that registered you, e.g. National Medical Commission',
  yoe: 'Years of Experience',
  languagesKnown: 'Languages Known',
  languagesKnownHint: 'Optional. For example Hindi, English, Tamil',
  modeOfConsultation: 'Mode of Consultation',
  /** Each mode's label; the API takes the mode itself. */
  consultationModes: { 'In-Person': 'In-Person', Online: 'Online', Both: 'Both' } satisfies Record<(typeof CONSULTATION_MODES)[number], string>,
  availableDays: 'Available Days',
  availableDaysHint: 'For example Monday to Friday',
  availableTimings: 'Available Timings',
  availableTimingsHint: 'For example 10 am to 6 pm',
  documents: {
    profilePhoto: 'Profile Photo',
    medicalRegistrationCertificate: 'Medical Registration Certificate',
    governmentID: 'Government ID',
  } satisfies Record<(typeof DOCTOR_DOCUMENT_FIELDS)[number], string>,
  consentNotice: {
    collected: 'your name, date of birth, contact details, practice details, registration number and the three documents.',
    purpose: 'To verify your medical registration with the issuing council and to list you with our patients.',
  },
};
