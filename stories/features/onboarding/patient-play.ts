import { userEvent, within } from 'storybook/test';
import { chooseRadio, fillIn, tickConsents } from './onboarding-play';

export const PATIENT_FORM = 'Patient Registration';

/** A patient who fills in what is required, with an Aadhaar, a PMJAY ID and a ration card. */
export const patientText = {
  'Full Name': 'Meena Iyer',
  Age: '54',
  'Mobile Number': '9876543210',
  Email: 'meena.iyer@example.in',
  'Aadhar Number': '234567890123',
  'PMJAY ID': 'PMJAY12345678',
  'Other ID Proof': 'RC-KA-0099123',
  'Signature (type your full name)': 'Meena Iyer',
};

/** The JSON body those answers produce (spec §7: all patient fields). */
export const sentPatient = {
  fullName: 'Meena Iyer',
  gender: 'Female',
  age: '54',
  bloodGroup: '',
  mobileNumber: '9876543210',
  email: 'meena.iyer@example.in',
  permanentAddress: '',
  aadharAvailable: true,
  aadharNumber: '234567890123',
  ayushmanAvailable: true,
  pmjayId: 'PMJAY12345678',
  rationCardAvailable: true,
  otherIDProof: 'RC-KA-0099123',
  chiefComplaint: '',
  plannedTreatment: '',
  investigationReports: '',
  comorbidities: '',
  treatmentOption: '',
  insuranceCompany: '',
  insurancePolicyNumber: '',
  declaration: true,
  privacyPolicy: true,
  termsConditions: true,
  signature: 'Meena Iyer',
};

/** Fills every required answer (plus `extra`) without submitting. */
export async function fillPatient(form: HTMLElement, extra: Record<string, string> = {}) {
  await fillIn(form, { ...patientText, ...extra });
  await chooseRadio(form, 'Gender', 'Female');
  await tickConsents(form);
}

export const submitPatient = (form: HTMLElement) => userEvent.click(within(form).getByRole('button', { name: 'Submit registration' }));
