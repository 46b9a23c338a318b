import type { RegistrationKind } from '@/features/staff/api/registration-status';

/**
 * How a field is shown to staff: as received; `contact` masked (mobile, e-mail); `id` an identity or policy
 * number stored encrypted, shown as "On file" and never decrypted but by a logged reveal.
 */
export type FieldProtection = 'none' | 'contact' | 'id';
export type FieldType = 'text' | 'number' | 'yes-no' | 'date';

export type RegistrationFieldDefinition = { key: string; label: string; type: FieldType; protection: FieldProtection };

const text = (key: string, label: string): RegistrationFieldDefinition => ({ key, label, type: 'text', protection: 'none' });
const number = (key: string, label: string): RegistrationFieldDefinition => ({ key, label, type: 'number', protection: 'none' });
const yesNo = (key: string, label: string): RegistrationFieldDefinition => ({ key, label, type: 'yes-no', protection: 'none' });
const contact = (key: string, label: string): RegistrationFieldDefinition => ({ key, label, type: 'text', protection: 'contact' });
const idNumber = (key: string, label: string): RegistrationFieldDefinition => ({ key, label, type: 'text', protection: 'id' });

const consents = [yesNo('declaration', 'Declaration'), yesNo('privacyPolicy', 'Privacy Policy consent'), yesNo('termsConditions', 'Terms & Conditions accepted')];
const contacts = [contact('mobileNumber', 'Mobile Number'), contact('email', 'Email')];

/** Every field of each registration form, in the form's order, with the form's own label. */
export const REGISTRATION_FIELDS: Record<RegistrationKind, readonly RegistrationFieldDefinition[]> = {
  patient: [
    text('fullName', 'Full Name'),
    text('gender', 'Gender'),
    number('age', 'Age'),
    text('bloodGroup', 'Blood Group'),
    ...contacts,
    text('permanentAddress', 'Permanent Address'),
    yesNo('aadharAvailable', 'Has an Aadhaar card'),
    idNumber('aadharNumber', 'Aadhar Number'),
    yesNo('ayushmanAvailable', 'Has an Ayushman Bharat (PMJAY) card'),
    idNumber('pmjayId', 'PMJAY ID'),
    yesNo('rationCardAvailable', 'Has a ration card or another ID proof'),
    idNumber('otherIDProof', 'Other ID Proof'),
    text('chiefComplaint', 'Chief Complaint'),
    text('plannedTreatment', 'Planned Treatment'),
    text('investigationReports', 'Investigation Reports'),
    text('comorbidities', 'Comorbidities'),
    text('treatmentOption', 'Treatment Option'),
    text('insuranceCompany', 'Insurance Company'),
    idNumber('insurancePolicyNumber', 'Insurance Policy Number'),
    ...consents,
    text('signature', 'Signature'),
  ],
  doctor: [
    text('fullName', 'Full Name'),
    text('gender', 'Gender'),
    { key: 'dob', label: 'Date of Birth', type: 'date', protection: 'none' },
    ...contacts,
    text('state', 'State'),
    text('district', 'District'),
    text('clinicAddress', 'Clinic Address'),
    text('qualification', 'Qualification'),
    text('specialization', 'Specialization'),
    text('medicalRegistrationNumber', 'Medical Registration Number'),
    text('boardName', 'Board Name'),
    number('yoe', 'Years of Experience'),
    text('languagesKnown', 'Languages Known'),
    text('modeOfConsultation', 'Mode of Consultation'),
    text('availableDays', 'Available Days'),
    text('availableTimings', 'Available Timings'),
    ...consents,
    text('signature', 'Signature'),
  ],
  hospital: [
    text('hospitalName', 'Hospital Name'),
    text('hospitalType', 'Hospital Type'),
    number('yearOfEstablishment', 'Year of Establishment'),
    text('registrationNumber', 'Registration Number'),
    text('accredition', 'Accreditation'),
    text('ownerName', 'Owner Name'),
    ...contacts,
    text('state', 'State'),
    text('district', 'District'),
    text('hospitalAddress', 'Hospital Address'),
    number('numberOfDoctors', 'Number of Doctors'),
    number('numberOfBeds', 'Number of Beds'),
    text('departmentsAvailable', 'Departments Available'),
    text('emergencyService', 'Emergency Service'),
    number('operationTheatres', 'Operation Theatres'),
    text('labFacilities', 'Lab Facilities'),
    ...consents,
    text('signature', 'Authorized Signatory Name'),
  ],
};

/** The uploads each kind requires, with the form's labels (patients upload none). */
export const REGISTRATION_DOCUMENT_LABELS: Record<string, string> = {
  profilePhoto: 'Profile Photo',
  medicalRegistrationCertificate: 'Medical Registration Certificate',
  governmentID: 'Government ID',
  hospitalRegistrationCertificate: 'Hospital Registration Certificate',
  accreditationCertificate: 'Accreditation Certificate',
  ownerId: 'Owner ID',
  hospitalPhoto: 'Hospital Photo',
};

/** The fields a reveal may decrypt or unmask for `kind`: its contact details and ID numbers. */
export const revealableFields = (kind: RegistrationKind): string[] =>
  REGISTRATION_FIELDS[kind].filter((field) => field.protection !== 'none').map((field) => field.key);
