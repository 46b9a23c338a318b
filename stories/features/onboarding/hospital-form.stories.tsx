import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { api } from '@mocks/handlers/api';
import { sentRequests } from '@mocks/handlers/api-call';
import { HospitalForm } from '@/features/onboarding/components/hospital-form';
import { sentTo } from '../auth/auth-play';
import { expectErrorSummary, expectToast, specBox } from '../leads/lead-play';
import { HINDI, HINDI_CONSENT_BOXES, expectFieldError, expectRadioOption, fillHospitalInHindi, formName, hospitalTextInHindi, submitInHindi } from './hindi-play';
import {
  HOSPITALS_PATH,
  HOSPITAL_DOCUMENTS,
  HOSPITAL_FORM,
  completeHospital,
  expectHospitalKept,
  fillHospital,
  hospitalDocuments,
  hospitalText,
  sentHospital,
  submitHospital,
} from './hospital-play';
import {
  CONSENT_BOXES,
  expectDocumentInputs,
  expectSendFailed,
  expectToastBesideForm,
  expectUploading,
  fieldOf,
  fillIn,
  formOf,
  gifFile,
  hasRequiredMarker,
  oversizePng,
  pdfNamedPng,
  pickDocuments,
  pngFile,
  previewThenRemove,
  refusedOnPick,
  startWithNoRequests,
  tickConsents,
} from './onboarding-play';

const meta = {
  title: 'Features/Onboarding/HospitalForm',
  component: HospitalForm,
  args: { labelledBy: 'hospital-heading' },
  decorators: [
    (Story, { globals }) => (
      <>
        <h1 id="hospital-heading">{formName(globals.locale, HOSPITAL_FORM, HINDI.hospitalForm)}</h1>
        <Story />
      </>
    ),
  ],
  parameters: { route: { path: '/hospital-onboard-form' } },
  beforeEach: startWithNoRequests,
} satisfies Meta<typeof HospitalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => formOf(canvasElement, HOSPITAL_FORM);

const WRONG_TYPE = 'Only JPG/JPEG/PNG images are allowed';
const MISSING_DOCUMENTS = 'All required documents must be uploaded';
const FAILED = 'Registration failed. Please try again.';

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const hospital = form(canvasElement);
    for (const label of Object.keys(hospitalText)) {
      await expect(fieldOf(hospital, label)).toBeRequired();
      await expect(hasRequiredMarker(hospital, label)).toBe(true);
    }
    const type = fieldOf(hospital, 'Hospital Type');
    await expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a type',
      'Government',
      'Private',
      'Charitable',
      'Teaching',
      'Specialty',
    ]);
    await expect(type).toHaveValue('');
    for (const label of ['Year of Establishment', 'Number of Doctors', 'Number of Beds', 'Operation Theatres']) {
      await expect(fieldOf(hospital, label)).toHaveAttribute('inputmode', 'numeric');
    }
    const emergency = within(within(hospital).getByRole('group', { name: 'Emergency Service' })).getAllByRole('radio');
    await expect(emergency.map((radio) => radio.getAttribute('value'))).toEqual(['24/7 Available', 'Limited Hours', 'Not Available']);
    for (const radio of emergency) await expect(radio).toBeRequired();
    await expectDocumentInputs(hospital, HOSPITAL_DOCUMENTS);
    for (const box of CONSENT_BOXES) {
      await expect(within(hospital).getByRole('checkbox', { name: box })).not.toBeRequired();
      await expect(within(hospital).getByRole('checkbox', { name: box })).not.toBeChecked();
    }
    for (const section of ['The hospital', 'Owner and contact', 'Facilities', 'Documents', 'Consent and signature']) {
      await expect(within(hospital).getByRole('group', { name: section })).toBeInTheDocument();
    }
    await expect(within(hospital).getByRole('button', { name: 'Register hospital' })).toBeEnabled();
    await expect(specBox(hospital)).toBeUndefined();
  },
};

export const RequiredAnswersMissing: Story = {
  play: async ({ canvasElement }) => {
    const hospital = form(canvasElement);
    await submitHospital(hospital);
    await expectErrorSummary(hospital, [
      'Hospital name is required',
      'Hospital type is required',
      'Year of establishment is required',
      'Registration number is required',
      'Accreditation is required',
      'Owner name is required',
      'Mobile number is required',
      'Email is required',
      'State is required',
      'District is required',
      'Hospital address is required',
      'Number of doctors is required',
      'Number of beds is required',
      'Departments available is required',
      'Emergency service is required',
      'Operation theatres is required',
      'Lab facilities is required',
      `Hospital Registration Certificate: ${MISSING_DOCUMENTS}`,
      `Accreditation Certificate: ${MISSING_DOCUMENTS}`,
      `Owner ID: ${MISSING_DOCUMENTS}`,
      `Hospital Photo: ${MISSING_DOCUMENTS}`,
      'Signature is required',
    ]);
    await expectToastBesideForm(canvasElement, MISSING_DOCUMENTS, 'assertive');
    await expect(fieldOf(hospital, 'Hospital Type')).toHaveAccessibleDescription('Error: Hospital type is required');
    for (const box of CONSENT_BOXES) await expect(within(hospital).getByRole('checkbox', { name: box })).not.toBeInvalid();
    await expect(sentRequests).toHaveLength(0);
  },
};

export const InvalidAnswers: Story = {
  play: async ({ canvasElement }) => {
    const hospital = form(canvasElement);
    await fillHospital(hospital, { 'Year of Establishment': '19x8', 'Mobile Number': '0821-456789', Email: 'admin@sanjeevani', 'Number of Beds': 'many' });
    await pickDocuments(hospital, hospitalDocuments());
    await submitHospital(hospital);
    await expectErrorSummary(hospital, [
      'Year of establishment must be a number',
      'Please enter a valid mobile number',
      'Please enter a valid email address',
      'Number of beds must be a number',
    ]);
    await expect(fieldOf(hospital, 'Year of Establishment')).toHaveAccessibleDescription(
      'For example 1998 Error: Year of establishment must be a number',
    );
    await expect(fieldOf(hospital, 'Year of Establishment')).toHaveValue('19x8');
    await expect(sentRequests).toHaveLength(0);
  },
};

export const MissingDocumentsOnly: Story = {
  play: async ({ canvasElement }) => {
    const hospital = form(canvasElement);
    await completeHospital(hospital, ['Hospital Registration Certificate', 'Accreditation Certificate', 'Owner ID']);
    await submitHospital(hospital);
    await expectToastBesideForm(canvasElement, MISSING_DOCUMENTS, 'assertive');
    await expectErrorSummary(hospital, [MISSING_DOCUMENTS]);
    await expect(fieldOf(hospital, 'Hospital Photo')).toHaveAccessibleDescription(expect.stringContaining(`Error: ${MISSING_DOCUMENTS}`));
    await expect(sentRequests).toHaveLength(0);
  },
};

export const WrongFileType: Story = { play: refusedOnPick(HOSPITAL_FORM, 'Hospital Photo', gifFile, WRONG_TYPE) };

export const PdfRenamedPng: Story = { play: refusedOnPick(HOSPITAL_FORM, 'Hospital Registration Certificate', pdfNamedPng, WRONG_TYPE) };

export const OversizeFile: Story = { play: refusedOnPick(HOSPITAL_FORM, 'Accreditation Certificate', oversizePng, 'File size exceeds 5MB limit') };

export const PreviewAndRemove: Story = {
  play: previewThenRemove(HOSPITAL_FORM, 'Hospital Photo', pngFile('front.png', 5120), 'Selected: front.png (5 KB)'),
};

export const Submitting: Story = {
  parameters: { msw: [api.hospitals.pending()] },
  play: async ({ canvasElement }) => {
    const hospital = form(canvasElement);
    await completeHospital(hospital);
    await submitHospital(hospital);
    await expectUploading(hospital);
  },
};

/** The consents are optional for a hospital (spec §5): left unticked, the form is sent with them as 'false'. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const hospital = form(canvasElement);
    await completeHospital(hospital);
    await submitHospital(hospital);
    const sent = (await sentTo(HOSPITALS_PATH)) as Record<string, unknown>;
    await expect(sent).toEqual(sentHospital);
    await expect(Object.values(sent)).not.toContain('null');
    await expect(Object.values(sent)).not.toContain('undefined');
    await expectToast(canvasElement, 'Hospital registered successfully!', 'polite');
    await expect(await within(canvasElement).findByText('Navigated to /')).toBeInTheDocument();
  },
};

export const SubmittedWithConsents: Story = {
  play: async ({ canvasElement }) => {
    const hospital = form(canvasElement);
    await completeHospital(hospital);
    await tickConsents(hospital);
    await submitHospital(hospital);
    await expect(await sentTo(HOSPITALS_PATH)).toEqual({ ...sentHospital, declaration: 'true', privacyPolicy: 'true', termsConditions: 'true' });
    await expectToast(canvasElement, 'Hospital registered successfully!', 'polite');
  },
};

export const Failed: Story = {
  parameters: { msw: [api.hospitals.failure(500)] },
  play: async ({ canvasElement }) => {
    const hospital = form(canvasElement);
    await completeHospital(hospital);
    await submitHospital(hospital);
    await expectSendFailed(canvasElement, hospital, FAILED, 'Register hospital');
    await expectHospitalKept(hospital);
  },
};

export const RefusedByServer: Story = {
  parameters: {
    msw: [api.hospitals.failure(415, { message: WRONG_TYPE, error: 'Unsupported Media Type', fields: { ownerId: WRONG_TYPE } })],
  },
  play: async ({ canvasElement }) => {
    const hospital = form(canvasElement);
    await completeHospital(hospital);
    await submitHospital(hospital);
    await expectErrorSummary(hospital, [WRONG_TYPE]);
    await expect(fieldOf(hospital, 'Owner ID')).toHaveAccessibleDescription(expect.stringContaining(`Error: ${WRONG_TYPE}`));
    await expectSendFailed(canvasElement, hospital, FAILED, 'Register hospital');
  },
};

export const NetworkError: Story = {
  parameters: { msw: [api.hospitals.networkError()] },
  play: async ({ canvasElement }) => {
    const hospital = form(canvasElement);
    await completeHospital(hospital);
    await submitHospital(hospital);
    await expectSendFailed(canvasElement, hospital, FAILED, 'Register hospital');
    await expectHospitalKept(hospital);
  },
};

export const InHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const hospital = formOf(canvasElement, HINDI.hospitalForm);
    for (const label of Object.keys(hospitalTextInHindi)) await expect(fieldOf(hospital, label)).toBeRequired();
    const type = fieldOf(hospital, 'अस्पताल का प्रकार');
    await expect(within(type).getAllByRole('option').map((option) => [option.textContent, option.getAttribute('value')])).toEqual([
      ['प्रकार चुनें', ''],
      ['सरकारी', 'Government'],
      ['प्राइवेट', 'Private'],
      ['चैरिटेबल (धर्मार्थ)', 'Charitable'],
      ['टीचिंग (मेडिकल कॉलेज)', 'Teaching'],
      ['स्पेशियलिटी', 'Specialty'],
    ]);
    await expectRadioOption(hospital, 'इमरजेंसी सेवा', '24x7 उपलब्ध', '24/7 Available');
    for (const box of HINDI_CONSENT_BOXES) await expect(within(hospital).getByRole('checkbox', { name: box })).not.toBeRequired();
    for (const section of ['अस्पताल', 'मालिक और संपर्क', 'सुविधाएँ', 'डॉक्यूमेंट', 'सहमति और हस्ताक्षर']) {
      await expect(within(hospital).getByRole('group', { name: section })).toBeInTheDocument();
    }

    await submitInHindi(hospital, HINDI.registerHospital);
    await expectFieldError(hospital, 'अस्पताल का नाम', 'अस्पताल का नाम लिखना ज़रूरी है।');
    await expectFieldError(hospital, 'अस्पताल का प्रकार', 'अस्पताल का प्रकार चुनना ज़रूरी है।');
    await expectToastBesideForm(canvasElement, HINDI.missingDocuments, 'assertive');
    await expect(sentRequests).toHaveLength(0);
  },
};

export const InHindiInvalidAnswers: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const hospital = formOf(canvasElement, HINDI.hospitalForm);
    await fillHospitalInHindi(hospital);
    await fillIn(hospital, { 'स्थापना का साल': '19x8', 'e-mail': 'admin@sanjeevani' });
    await submitInHindi(hospital, HINDI.registerHospital);
    await expectFieldError(hospital, 'स्थापना का साल', 'स्थापना का साल सिर्फ़ अंकों में लिखें।');
    await expectFieldError(hospital, 'e-mail', 'कृपया सही e-mail पता लिखें।');
    await expect(sentRequests).toHaveLength(0);
  },
};
