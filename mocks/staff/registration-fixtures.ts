import type { RegistrationDetail } from '@/features/staff/api/registration-detail';
import type { RegistrationSummary } from '@/features/staff/api/registration-summary';

/** Registrations as the staff API answers them: mobiles and e-mails masked, ID numbers "On file". */
export const registrationSummaries: RegistrationSummary[] = [
  { kind: 'patient', id: 'p-3', receivedAt: '2026-03-14T08:35:00.000Z', name: 'Meera Iyer', status: 'pending', mobile: '••••••5678', email: 'm•••@example.com' },
  { kind: 'doctor', id: 'd-2', receivedAt: '2026-03-13T11:05:00.000Z', name: 'Dr. Kabir Rao', status: 'verified', mobile: '••••••2233', email: 'k•••@example.com' },
  { kind: 'hospital', id: 'h-1', receivedAt: '2026-03-12T06:20:00.000Z', name: 'Lakeside Care Hospital', status: 'rejected', mobile: '••••••0001', email: 'd•••@lakeside.example' },
];

export const olderRegistrationSummaries: RegistrationSummary[] = [
  { kind: 'patient', id: 'p-0', receivedAt: '2026-03-01T09:00:00.000Z', name: 'Anita Rao', status: 'verified', mobile: '••••••0002', email: 'a•••@example.com' },
];

const consent = (label: string, key: string) => ({ key, label, value: true, revealable: false });

export const patientDetail: RegistrationDetail = {
  kind: 'patient',
  id: 'p-3',
  receivedAt: '2026-03-14T08:35:00.000Z',
  name: 'Meera Iyer',
  status: 'pending',
  reason: null,
  version: 1,
  updatedAt: '2026-03-14T08:35:00.000Z',
  updatedBy: null,
  fields: [
    { key: 'fullName', label: 'Full Name', value: 'Meera Iyer', revealable: false },
    { key: 'gender', label: 'Gender', value: 'Female', revealable: false },
    { key: 'age', label: 'Age', value: 34, revealable: false },
    { key: 'bloodGroup', label: 'Blood Group', value: null, revealable: false },
    { key: 'mobileNumber', label: 'Mobile Number', value: '••••••5678', revealable: true },
    { key: 'email', label: 'Email', value: 'm•••@example.com', revealable: true },
    { key: 'aadharAvailable', label: 'Has an Aadhaar card', value: true, revealable: false },
    { key: 'aadharNumber', label: 'Aadhar Number', value: 'On file', revealable: true },
    { key: 'rationCardAvailable', label: 'Has a ration card or another ID proof', value: false, revealable: false },
    { key: 'otherIDProof', label: 'Other ID Proof', value: null, revealable: false },
    { key: 'chiefComplaint', label: 'Chief Complaint', value: 'Knee pain when climbing stairs', revealable: false },
    consent('Declaration', 'declaration'),
    { key: 'signature', label: 'Signature', value: 'Meera Iyer', revealable: false },
  ],
  documents: [],
};

export const doctorDetail: RegistrationDetail = {
  kind: 'doctor',
  id: 'd-2',
  receivedAt: '2026-03-13T11:05:00.000Z',
  name: 'Dr. Kabir Rao',
  status: 'verified',
  reason: null,
  version: 2,
  updatedAt: '2026-03-13T12:40:00.000Z',
  updatedBy: { id: 's-1', email: 'asha@healvia.example' },
  fields: [
    { key: 'fullName', label: 'Full Name', value: 'Dr. Kabir Rao', revealable: false },
    { key: 'mobileNumber', label: 'Mobile Number', value: '••••••2233', revealable: true },
    { key: 'email', label: 'Email', value: 'k•••@example.com', revealable: true },
    { key: 'medicalRegistrationNumber', label: 'Medical Registration Number', value: 'KMC-45812', revealable: false },
    { key: 'yoe', label: 'Years of Experience', value: 14, revealable: false },
    { key: 'languagesKnown', label: 'Languages Known', value: null, revealable: false },
  ],
  documents: [
    { id: 'doc-1', field: 'profilePhoto', label: 'Profile Photo', mediaType: 'image/png', sizeBytes: 48_213 },
    { id: 'doc-2', field: 'medicalRegistrationCertificate', label: 'Medical Registration Certificate', mediaType: 'image/jpeg', sizeBytes: 312_904 },
    { id: 'doc-3', field: 'governmentID', label: 'Government ID', mediaType: 'image/jpeg', sizeBytes: 201_337 },
  ],
};

export const hospitalDetail: RegistrationDetail = {
  kind: 'hospital',
  id: 'h-1',
  receivedAt: '2026-03-12T06:20:00.000Z',
  name: 'Lakeside Care Hospital',
  status: 'rejected',
  reason: 'The registration certificate has expired.',
  version: 3,
  updatedAt: '2026-03-12T09:00:00.000Z',
  updatedBy: { id: 's-2', email: 'ravi@healvia.example' },
  fields: [
    { key: 'hospitalName', label: 'Hospital Name', value: 'Lakeside Care Hospital', revealable: false },
    { key: 'mobileNumber', label: 'Mobile Number', value: '••••••0001', revealable: true },
    { key: 'email', label: 'Email', value: 'd•••@lakeside.example', revealable: true },
    { key: 'numberOfBeds', label: 'Number of Beds', value: 80, revealable: false },
  ],
  documents: [{ id: 'doc-9', field: 'hospitalRegistrationCertificate', label: 'Hospital Registration Certificate', mediaType: 'image/jpeg', sizeBytes: 402_113 }],
};

/** What a reveal answers, per registration and field. */
export const revealedValues: Record<string, Record<string, string>> = {
  'p-3': { mobileNumber: '+919812345678', email: 'meera.iyer@example.com', aadharNumber: '123412341234' },
  'd-2': { mobileNumber: '+919900112233', email: 'kabir.rao@example.com' },
  'h-1': { mobileNumber: '+919900000001', email: 'desk@lakeside.example' },
};
