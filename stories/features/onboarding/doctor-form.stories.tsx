import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { api } from '@mocks/handlers/api';
import { sentRequests } from '@mocks/handlers/api-call';
import { DoctorForm } from '@/features/onboarding/components/doctor-form';
import { sentTo } from '../auth/auth-play';
import { expectErrorSummary, expectToast, specBox } from '../leads/lead-play';
import { HINDI, HINDI_CONSENT_BOXES, expectFieldError, expectRadioOption, formName, submitInHindi } from './hindi-play';
import {
  DOCTORS_PATH,
  DOCTOR_DOCUMENTS,
  DOCTOR_FORM,
  completeDoctor,
  doctorDocuments,
  doctorText,
  expectDoctorKept,
  fillDoctor,
  sentDoctor,
  submitDoctor,
} from './doctor-play';
import {
  CONSENT_BOXES,
  expectDocumentInputs,
  expectSendFailed,
  expectToastBesideForm,
  expectUploading,
  fieldOf,
  formOf,
  gifFile,
  hasRequiredMarker,
  oversizePng,
  pdfNamedPng,
  pickDocuments,
  pickFile,
  pngFile,
  previewThenRemove,
  refusedOnPick,
  startWithNoRequests,
} from './onboarding-play';

const meta = {
  title: 'Features/Onboarding/DoctorForm',
  component: DoctorForm,
  args: { labelledBy: 'doctor-heading' },
  decorators: [
    (Story, { globals }) => (
      <>
        <h1 id="doctor-heading">{formName(globals.locale, DOCTOR_FORM, HINDI.doctorForm)}</h1>
        <Story />
      </>
    ),
  ],
  parameters: { route: { path: '/doctor-onboard-form' } },
  beforeEach: startWithNoRequests,
} satisfies Meta<typeof DoctorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => formOf(canvasElement, DOCTOR_FORM);
const radioValues = (doctor: HTMLElement, legend: string) =>
  within(within(doctor).getByRole('group', { name: legend }))
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'));

const WRONG_TYPE = 'Only JPG/JPEG/PNG images are allowed';
const MISSING_DOCUMENTS = 'All required documents must be uploaded';
const FAILED = 'Submission failed. Please try again.';

/** Every required field typed into (radios, files and consents are checked apart). */
const REQUIRED_TEXT_FIELDS = Object.keys(doctorText).filter((label) => label !== 'Languages Known');

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const doctor = form(canvasElement);
    for (const label of REQUIRED_TEXT_FIELDS) {
      await expect(fieldOf(doctor, label)).toBeRequired();
      await expect(hasRequiredMarker(doctor, label)).toBe(true);
    }
    await expect(fieldOf(doctor, 'Languages Known')).not.toBeRequired();
    await expect(hasRequiredMarker(doctor, 'Languages Known')).toBe(false);
    await expect(fieldOf(doctor, 'Languages Known')).toHaveAccessibleDescription(expect.stringContaining('Optional'));
    await expect(fieldOf(doctor, 'Date of Birth')).toHaveAttribute('type', 'date');
    await expect(fieldOf(doctor, 'Years of Experience')).toHaveAttribute('inputmode', 'numeric');
    await expect(radioValues(doctor, 'Gender')).toEqual(['Male', 'Female', 'Other']);
    await expect(radioValues(doctor, 'Mode of Consultation')).toEqual(['In-Person', 'Online', 'Both']);
    for (const legend of ['Gender', 'Mode of Consultation']) {
      for (const radio of within(within(doctor).getByRole('group', { name: legend })).getAllByRole('radio')) await expect(radio).toBeRequired();
    }
    await expectDocumentInputs(doctor, DOCTOR_DOCUMENTS);
    for (const box of CONSENT_BOXES) await expect(within(doctor).getByRole('checkbox', { name: box })).toBeRequired();
    for (const section of ['About you', 'Practice', 'Documents', 'Consent and signature']) {
      await expect(within(doctor).getByRole('group', { name: section })).toBeInTheDocument();
    }
    await expect(within(doctor).getByRole('button', { name: 'Submit registration' })).toBeEnabled();
    await expect(within(doctor).queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(specBox(doctor)).toBeUndefined();
  },
};

export const RequiredAnswersMissing: Story = {
  play: async ({ canvasElement }) => {
    const doctor = form(canvasElement);
    await submitDoctor(doctor);
    await expectErrorSummary(doctor, [
      'Full name is required',
      'Gender is required',
      'Date of birth is required',
      'Mobile number is required',
      'Email is required',
      'State is required',
      'District is required',
      'Clinic address is required',
      'Qualification is required',
      'Specialization is required',
      'Medical registration number is required',
      'Board name is required',
      'Years of experience is required',
      'Mode of consultation is required',
      'Available days is required',
      'Available timings is required',
      `Profile Photo: ${MISSING_DOCUMENTS}`,
      `Medical Registration Certificate: ${MISSING_DOCUMENTS}`,
      `Government ID: ${MISSING_DOCUMENTS}`,
      'Declaration is required',
      'Privacy Policy consent is required',
      'Terms & Conditions must be accepted',
      'Signature is required',
    ]);
    await expectToastBesideForm(canvasElement, MISSING_DOCUMENTS, 'assertive');
    await expect(fieldOf(doctor, 'Full Name')).toHaveAccessibleDescription('Error: Full name is required');
    await expect(fieldOf(doctor, 'Government ID')).toHaveAccessibleDescription(expect.stringContaining(`Error: ${MISSING_DOCUMENTS}`));
    await expect(fieldOf(doctor, 'Languages Known')).not.toBeInvalid();
    await expect(sentRequests).toHaveLength(0);
  },
};

export const InvalidAnswers: Story = {
  play: async ({ canvasElement }) => {
    const doctor = form(canvasElement);
    await fillDoctor(doctor, { 'Years of Experience': '1x', 'Mobile Number': '98123-45670', Email: 'asha verma@example' });
    await pickDocuments(doctor, doctorDocuments());
    await submitDoctor(doctor);
    await expectErrorSummary(doctor, ['Please enter a valid mobile number', 'Please enter a valid email address', 'Years of experience must be a number']);
    await expect(fieldOf(doctor, 'Years of Experience')).toHaveAccessibleDescription('Error: Years of experience must be a number');
    await expect(fieldOf(doctor, 'Years of Experience')).toHaveValue('1x');
    await expect(fieldOf(doctor, 'Email')).toHaveValue('asha verma@example');
    await expect(sentRequests).toHaveLength(0);
  },
};

export const MissingDocumentsOnly: Story = {
  play: async ({ canvasElement }) => {
    const doctor = form(canvasElement);
    await completeDoctor(doctor, ['Profile Photo', 'Medical Registration Certificate']);
    await submitDoctor(doctor);
    await expectToastBesideForm(canvasElement, MISSING_DOCUMENTS, 'assertive');
    await expectErrorSummary(doctor, [MISSING_DOCUMENTS]);
    await expect(fieldOf(doctor, 'Government ID')).toHaveAccessibleDescription(expect.stringContaining(`Error: ${MISSING_DOCUMENTS}`));
    await expect(sentRequests).toHaveLength(0);
  },
};

export const WrongFileType: Story = { play: refusedOnPick(DOCTOR_FORM, 'Profile Photo', gifFile, WRONG_TYPE) };

export const PdfRenamedPng: Story = { play: refusedOnPick(DOCTOR_FORM, 'Medical Registration Certificate', pdfNamedPng, WRONG_TYPE) };

export const OversizeFile: Story = { play: refusedOnPick(DOCTOR_FORM, 'Government ID', oversizePng, 'File size exceeds 5MB limit') };

export const PreviewAndRemove: Story = {
  play: previewThenRemove(DOCTOR_FORM, 'Profile Photo', pngFile('asha-verma.png', 3072), 'Selected: asha-verma.png (3 KB)'),
};

export const Submitting: Story = {
  parameters: { msw: [api.doctors.pending()] },
  play: async ({ canvasElement }) => {
    const doctor = form(canvasElement);
    await completeDoctor(doctor);
    await submitDoctor(doctor);
    await expectUploading(doctor);
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const doctor = form(canvasElement);
    await completeDoctor(doctor);
    await submitDoctor(doctor);
    await expect(await sentTo(DOCTORS_PATH)).toEqual(sentDoctor);
    await expectToast(canvasElement, 'Submitted Successfully!', 'polite');
    await expect(await within(canvasElement).findByText('Navigated to /')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { msw: [api.doctors.failure(500)] },
  play: async ({ canvasElement }) => {
    const doctor = form(canvasElement);
    await completeDoctor(doctor);
    await submitDoctor(doctor);
    await expectSendFailed(canvasElement, doctor, FAILED, 'Submit registration');
    await expectDoctorKept(doctor);
  },
};

export const RefusedByServer: Story = {
  parameters: {
    msw: [api.doctors.failure(415, { message: WRONG_TYPE, error: 'Unsupported Media Type', fields: { governmentID: WRONG_TYPE } })],
  },
  play: async ({ canvasElement }) => {
    const doctor = form(canvasElement);
    await completeDoctor(doctor);
    await submitDoctor(doctor);
    await expectErrorSummary(doctor, [WRONG_TYPE]);
    await expect(fieldOf(doctor, 'Government ID')).toHaveAccessibleDescription(expect.stringContaining(`Error: ${WRONG_TYPE}`));
    await expectSendFailed(canvasElement, doctor, FAILED, 'Submit registration');
  },
};

export const NetworkError: Story = {
  parameters: { msw: [api.doctors.networkError()] },
  play: async ({ canvasElement }) => {
    const doctor = form(canvasElement);
    await completeDoctor(doctor);
    await submitDoctor(doctor);
    await expectSendFailed(canvasElement, doctor, FAILED, 'Submit registration');
    await expectDoctorKept(doctor);
  },
};

export const InHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const doctor = formOf(canvasElement, HINDI.doctorForm);
    for (const section of ['आपके बारे में', 'प्रैक्टिस', 'डॉक्यूमेंट', 'सहमति और हस्ताक्षर']) {
      await expect(within(doctor).getByRole('group', { name: section })).toBeInTheDocument();
    }
    await expectRadioOption(doctor, 'लिंग', 'पुरुष', 'Male');
    await expectRadioOption(doctor, 'कंसल्टेशन का तरीका', 'क्लिनिक पर मिलकर', 'In-Person');
    await expectRadioOption(doctor, 'कंसल्टेशन का तरीका', 'Online', 'Online');
    for (const label of ['प्रोफ़ाइल फ़ोटो', 'मेडिकल रजिस्ट्रेशन सर्टिफ़िकेट', 'सरकारी ID']) {
      await expect(fieldOf(doctor, label)).toBeRequired();
      await expect(fieldOf(doctor, label)).toHaveAccessibleDescription(expect.stringContaining('फ़ोटो या स्कैन: JPG या PNG'));
    }
    for (const box of HINDI_CONSENT_BOXES) await expect(within(doctor).getByRole('checkbox', { name: box })).toBeRequired();

    await submitInHindi(doctor);
    await expectFieldError(doctor, 'जन्म तारीख़', 'जन्म तारीख़ लिखना ज़रूरी है।');
    await expectFieldError(doctor, 'मेडिकल रजिस्ट्रेशन नंबर', 'मेडिकल रजिस्ट्रेशन नंबर लिखना ज़रूरी है।');
    await expectToastBesideForm(canvasElement, HINDI.missingDocuments, 'assertive');
    await expect(sentRequests).toHaveLength(0);
  },
};

export const InHindiWrongFileType: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const doctor = formOf(canvasElement, HINDI.doctorForm);
    await pickFile(doctor, 'प्रोफ़ाइल फ़ोटो', gifFile());
    await waitFor(() => expect(fieldOf(doctor, 'प्रोफ़ाइल फ़ोटो')).toHaveAccessibleDescription(expect.stringContaining(HINDI.wrongType)));
    await expect(sentRequests).toHaveLength(0);
  },
};
