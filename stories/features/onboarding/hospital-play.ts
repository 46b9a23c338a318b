import { expect, userEvent, within } from 'storybook/test';
import { chooseRadio, expectDocumentKept, fieldOf, fillIn, pickDocuments, pngFile, sentDocument } from './onboarding-play';

export const HOSPITAL_FORM = 'Hospital Registration';
export const HOSPITALS_PATH = '/api/hospitals';

/** The four documents of spec §3, by their visible labels, in the order shown. */
export const HOSPITAL_DOCUMENTS = ['Hospital Registration Certificate', 'Accreditation Certificate', 'Owner ID', 'Hospital Photo'] as const;

/** A hospital that answers every question (the type is a select, filled like the text fields). */
export const hospitalText = {
  'Hospital Name': 'Sanjeevani Multispeciality Hospital',
  'Hospital Type': 'Private',
  'Year of Establishment': '1998',
  'Registration Number': 'KA-MYS-HOSP-2041',
  Accreditation: 'NABH',
  'Owner Name': 'Ramesh Rao',
  'Mobile Number': '+918214567890',
  Email: 'admin@sanjeevani.example.in',
  State: 'Karnataka',
  District: 'Mysuru',
  'Hospital Address': '45 Sayyaji Rao Road, Mysuru 570001',
  'Number of Doctors': '48',
  'Number of Beds': '220',
  'Departments Available': 'Cardiology, Orthopaedics, Paediatrics',
  'Operation Theatres': '6',
  'Lab Facilities': 'Pathology, radiology, blood bank',
  'Authorized Signatory Name': 'Ramesh Rao',
};

/** Good PNGs for the four documents, each of its own size so the body shows which went where. */
export const hospitalDocuments = (): Record<(typeof HOSPITAL_DOCUMENTS)[number], File> => ({
  'Hospital Registration Certificate': pngFile('registration.png', 2048),
  'Accreditation Certificate': pngFile('nabh.png', 3072),
  'Owner ID': pngFile('owner-pan.png', 4096),
  'Hospital Photo': pngFile('front.png', 5120),
});

/** The multipart body those answers produce with the consents left unticked (spec §7: booleans as text). */
export const sentHospital = {
  hospitalName: 'Sanjeevani Multispeciality Hospital',
  hospitalType: 'Private',
  yearOfEstablishment: '1998',
  registrationNumber: 'KA-MYS-HOSP-2041',
  accredition: 'NABH',
  ownerName: 'Ramesh Rao',
  mobileNumber: '+918214567890',
  email: 'admin@sanjeevani.example.in',
  state: 'Karnataka',
  district: 'Mysuru',
  hospitalAddress: '45 Sayyaji Rao Road, Mysuru 570001',
  numberOfDoctors: '48',
  numberOfBeds: '220',
  departmentsAvailable: 'Cardiology, Orthopaedics, Paediatrics',
  emergencyService: '24/7 Available',
  operationTheatres: '6',
  labFacilities: 'Pathology, radiology, blood bank',
  declaration: 'false',
  privacyPolicy: 'false',
  termsConditions: 'false',
  signature: 'Ramesh Rao',
  hospitalRegistrationCertificate: sentDocument(2048),
  accreditationCertificate: sentDocument(3072),
  ownerId: sentDocument(4096),
  hospitalPhoto: sentDocument(5120),
};

/** Answers every question (with `extra` overriding some), consents left as they are, without documents or submitting. */
export async function fillHospital(form: HTMLElement, extra: Record<string, string> = {}) {
  await fillIn(form, { ...hospitalText, ...extra });
  await chooseRadio(form, 'Emergency Service', '24/7 Available');
}

/** Answers everything and picks the documents (all, or those named). */
export async function completeHospital(form: HTMLElement, documents: readonly (typeof HOSPITAL_DOCUMENTS)[number][] = HOSPITAL_DOCUMENTS) {
  await fillHospital(form);
  const files = hospitalDocuments();
  await pickDocuments(form, Object.fromEntries(documents.map((label) => [label, files[label]])));
}

export const submitHospital = (form: HTMLElement) => userEvent.click(within(form).getByRole('button', { name: 'Register hospital' }));

/** After a failed send: every answer and every picked document is still there. */
export async function expectHospitalKept(form: HTMLElement) {
  for (const [label, value] of Object.entries(hospitalText)) await expect(fieldOf(form, label)).toHaveValue(value);
  await expect(within(within(form).getByRole('group', { name: 'Emergency Service' })).getByRole('radio', { name: '24/7 Available' })).toBeChecked();
  for (const [label, file] of Object.entries(hospitalDocuments())) await expectDocumentKept(form, label, file);
}
