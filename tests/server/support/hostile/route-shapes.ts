import {
  validAppointment,
  validAssessment,
  validCallback,
  validContact,
  validCredentials,
  validDoctorFields,
  validHospitalFields,
  validPatient,
} from '../fixtures';

/**
 * What a field takes. 'text' is free text up to `max` characters, where any printable character is fair;
 * 'format' is a string in a fixed shape or from a list, so any character appended to a valid value breaks it.
 */
export type FieldShape =
  | { name: string; type: 'text'; max: number; /** Must hold a letter or digit: invisible characters alone count as missing. */ required?: true }
  | { name: string; type: 'format' | 'number' | 'boolean' | 'list' }
  | { name: string; type: 'object'; fields: FieldShape[] };

export type JsonRoute = {
  url: string;
  table: string;
  valid: () => Record<string, unknown>;
  fields: FieldShape[];
  /** Needs the test's Bearer token. */
  auth?: boolean;
};

export type MultipartRoute = {
  url: string;
  table: string;
  valid: () => Record<string, string>;
  fields: FieldShape[];
  documents: readonly string[];
};

const text = (name: string, max: number): FieldShape => ({ name, type: 'text', max });
const requiredText = (name: string, max: number): FieldShape => ({ name, type: 'text', max, required: true });
const format = (name: string): FieldShape => ({ name, type: 'format' });
const of = (type: 'number' | 'boolean' | 'list', name: string): FieldShape => ({ name, type });

export const JSON_ROUTES: JsonRoute[] = [
  {
    url: '/api/appointments',
    table: 'appointments',
    valid: validAppointment,
    fields: [requiredText('fullName', 100), format('email'), format('phone'), format('preferredDate'), format('preferredTime'), format('department')],
  },
  { url: '/api/callbacks', table: 'callbacks', valid: validCallback, fields: [format('phone')] },
  {
    url: '/api/contact',
    table: 'contacts',
    valid: validContact,
    fields: [requiredText('name', 100), format('email'), format('phone'), text('address', 500), text('message', 2000)],
  },
  { url: '/api/register', table: 'users', valid: validCredentials, fields: [format('email'), text('password', 128)] },
  { url: '/api/login', table: 'users', valid: validCredentials, fields: [format('email'), text('password', 128)] },
  {
    url: '/api/assessments',
    table: 'assessments',
    valid: validAssessment,
    auth: true,
    fields: [
      ...['primaryConcern', 'symptomDuration'].map(format),
      of('number', 'painLevel'),
      of('list', 'additionalSymptoms'),
      format('symptomHistory'),
      ...['currentMedications', 'knownAllergies', 'existingConditions'].map((name) => of('list', name)),
      format('travelHistory'),
      text('additionalNotes', 2000),
      {
        name: 'metadata',
        type: 'object',
        fields: [text('browser', 200), format('os'), format('screenResolution'), format('submissionTime')],
      },
    ],
  },
  {
    url: '/api/patients',
    table: 'patients',
    valid: validPatient,
    fields: [
      requiredText('fullName', 100),
      ...['gender', 'age', 'bloodGroup', 'mobileNumber'].map(format),
      // The registration forms take any e-mail without spaces, so characters appended to one stay valid.
      text('email', 254),
      text('permanentAddress', 500),
      of('boolean', 'aadharAvailable'),
      text('aadharNumber', 30),
      of('boolean', 'ayushmanAvailable'),
      text('pmjayId', 30),
      of('boolean', 'rationCardAvailable'),
      text('chiefComplaint', 2000),
      format('treatmentOption'),
      ...['declaration', 'privacyPolicy', 'termsConditions'].map((name) => of('boolean', name)),
      requiredText('signature', 100),
    ],
  },
];

export const MULTIPART_ROUTES: MultipartRoute[] = [
  {
    url: '/api/doctors',
    table: 'doctors',
    valid: validDoctorFields,
    documents: ['profilePhoto', 'medicalRegistrationCertificate', 'governmentID'],
    fields: [
      requiredText('fullName', 100),
      ...['gender', 'dob', 'mobileNumber'].map(format),
      text('email', 254),
      requiredText('state', 100),
      requiredText('district', 100),
      requiredText('clinicAddress', 500),
      requiredText('qualification', 200),
      requiredText('specialization', 200),
      requiredText('medicalRegistrationNumber', 50),
      requiredText('boardName', 200),
      format('yoe'),
      text('languagesKnown', 200),
      format('modeOfConsultation'),
      requiredText('availableDays', 200),
      requiredText('availableTimings', 200),
      ...['declaration', 'privacyPolicy', 'termsConditions'].map(format),
      requiredText('signature', 100),
    ],
  },
  {
    url: '/api/hospitals',
    table: 'hospitals',
    valid: validHospitalFields,
    documents: ['hospitalRegistrationCertificate', 'accreditationCertificate', 'ownerId', 'hospitalPhoto'],
    fields: [
      requiredText('hospitalName', 200),
      ...['hospitalType', 'yearOfEstablishment'].map(format),
      requiredText('registrationNumber', 100),
      requiredText('accredition', 200),
      requiredText('ownerName', 100),
      format('mobileNumber'),
      text('email', 254),
      requiredText('state', 100),
      requiredText('district', 100),
      requiredText('hospitalAddress', 500),
      ...['numberOfDoctors', 'numberOfBeds'].map(format),
      requiredText('departmentsAvailable', 1000),
      format('emergencyService'),
      format('operationTheatres'),
      requiredText('labFacilities', 1000),
      format('declaration'),
      requiredText('signature', 100),
    ],
  },
];

/** Every table a request could leave a row in. */
export const LEAD_TABLES = ['appointments', 'callbacks', 'contacts', 'assessments', 'patients', 'doctors', 'hospitals', 'documents'] as const;
