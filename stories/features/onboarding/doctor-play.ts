import { expect, userEvent, within } from 'storybook/test';
import { chooseRadio, expectDocumentKept, fieldOf, fillIn, pickDocuments, pngFile, sentDocument, tickConsents } from './onboarding-play';

export const DOCTOR_FORM = 'Doctor Registration';
export const DOCTORS_PATH = '/api/doctors';

/** The three documents of spec §3, by their visible labels, in the order shown. */
export const DOCTOR_DOCUMENTS = ['Profile Photo', 'Medical Registration Certificate', 'Government ID'] as const;

/** A doctor who answers every question, the optional languages included. */
export const doctorText = {
  'Full Name': 'Asha Verma',
  'Date of Birth': '1982-07-14',
  'Mobile Number': '9812345670',
  Email: 'asha.verma@example.in',
  State: 'Karnataka',
  District: 'Bengaluru Urban',
  'Clinic Address': '12 MG Road, Bengaluru 560001',
  Qualification: 'MBBS, MD (General Medicine)',
  Specialization: 'Cardiology',
  'Medical Registration Number': 'KMC-45678',
  'Board Name': 'Karnataka Medical Council',
  'Years of Experience': '15',
  'Languages Known': 'Kannada, Hindi, English',
  'Available Days': 'Monday to Friday',
  'Available Timings': '10 am to 6 pm',
  'Signature (type your full name)': 'Asha Verma',
};

/** Good PNGs for the three documents, each with its own name so the body shows which went where. */
export const doctorDocuments = (): Record<(typeof DOCTOR_DOCUMENTS)[number], File> => ({
  'Profile Photo': pngFile('asha-verma.png', 3072),
  'Medical Registration Certificate': pngFile('kmc-certificate.png', 4096),
  'Government ID': pngFile('pan-card.png', 2048),
});

/** The multipart body those answers produce (spec §7): every field as text, booleans as 'true', files as parts. */
export const sentDoctor = {
  fullName: 'Asha Verma',
  gender: 'Female',
  dob: '1982-07-14',
  mobileNumber: '9812345670',
  email: 'asha.verma@example.in',
  state: 'Karnataka',
  district: 'Bengaluru Urban',
  clinicAddress: '12 MG Road, Bengaluru 560001',
  qualification: 'MBBS, MD (General Medicine)',
  specialization: 'Cardiology',
  medicalRegistrationNumber: 'KMC-45678',
  boardName: 'Karnataka Medical Council',
  yoe: '15',
  languagesKnown: 'Kannada, Hindi, English',
  modeOfConsultation: 'Both',
  availableDays: 'Monday to Friday',
  availableTimings: '10 am to 6 pm',
  declaration: 'true',
  privacyPolicy: 'true',
  termsConditions: 'true',
  signature: 'Asha Verma',
  profilePhoto: sentDocument(3072),
  medicalRegistrationCertificate: sentDocument(4096),
  governmentID: sentDocument(2048),
};

/** Answers every question (with `extra` overriding some) and ticks the consents, without documents or submitting. */
export async function fillDoctor(form: HTMLElement, extra: Record<string, string> = {}) {
  await fillIn(form, { ...doctorText, ...extra });
  await chooseRadio(form, 'Gender', 'Female');
  await chooseRadio(form, 'Mode of Consultation', 'Both');
  await tickConsents(form);
}

/** Answers everything and picks the documents (all, or those named). */
export async function completeDoctor(form: HTMLElement, documents: readonly (typeof DOCTOR_DOCUMENTS)[number][] = DOCTOR_DOCUMENTS) {
  await fillDoctor(form);
  const files = doctorDocuments();
  await pickDocuments(form, Object.fromEntries(documents.map((label) => [label, files[label]])));
}

export const submitDoctor = (form: HTMLElement) => userEvent.click(within(form).getByRole('button', { name: 'Submit registration' }));

/** After a failed send: every answer and every picked document is still there. */
export async function expectDoctorKept(form: HTMLElement) {
  for (const [label, value] of Object.entries(doctorText)) await expect(fieldOf(form, label)).toHaveValue(value);
  for (const [label, file] of Object.entries(doctorDocuments())) await expectDocumentKept(form, label, file);
}
