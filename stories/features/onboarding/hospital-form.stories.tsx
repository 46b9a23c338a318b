import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { api } from '@mocks/handlers/api';
import { sentRequests } from '@mocks/handlers/api-call';
import { DOCUMENT_ACCEPT_ATTRIBUTE } from '@/features/onboarding/api/document-rules';
import { HospitalForm } from '@/features/onboarding/components/hospital-form';
import { sentTo } from '../auth/auth-play';
import { expectErrorSummary, expectToast, specBox } from '../leads/lead-play';
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
  expectFileRefused,
  expectSelected,
  expectToastBesideForm,
  expectUploading,
  fieldOf,
  formOf,
  gifFile,
  oversizePng,
  pdfNamedPng,
  pickDocuments,
  pickFile,
  pngFile,
  selectedLine,
  startWithNoRequests,
  tickConsents,
} from './onboarding-play';

const meta = {
  title: 'Features/Onboarding/HospitalForm',
  component: HospitalForm,
  args: { labelledBy: 'hospital-heading' },
  decorators: [
    (Story) => (
      <>
        <h1 id="hospital-heading">{HOSPITAL_FORM}</h1>
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
const consentBoxes = [/^I declare/, /^I have read and agree to the Privacy Policy/, /^I accept the Terms & Conditions/];

const WRONG_TYPE = 'Only JPG/JPEG/PNG images are allowed';
const MISSING_DOCUMENTS = 'All required documents must be uploaded';
const FAILED = 'Registration failed. Please try again.';

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const hospital = form(canvasElement);
    for (const label of Object.keys(hospitalText)) await expect(fieldOf(hospital, label)).toBeRequired();
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
    for (const label of HOSPITAL_DOCUMENTS) {
      const input = fieldOf(hospital, label);
      await expect(input).toHaveAttribute('type', 'file');
      await expect(input).toHaveAttribute('accept', DOCUMENT_ACCEPT_ATTRIBUTE);
      await expect(input).toBeRequired();
      await expect(within(hospital).getByText(label, { selector: 'label' })).toBeVisible();
    }
    for (const box of consentBoxes) {
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
    for (const box of consentBoxes) await expect(within(hospital).getByRole('checkbox', { name: box })).not.toBeInvalid();
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

export const WrongFileType: Story = {
  play: async ({ canvasElement }) => {
    const hospital = form(canvasElement);
    await pickFile(hospital, 'Hospital Photo', gifFile());
    await expectFileRefused(hospital, 'Hospital Photo', WRONG_TYPE);
    await expect(within(hospital).queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
    await expect(sentRequests).toHaveLength(0);
  },
};

export const PdfRenamedPng: Story = {
  play: async ({ canvasElement }) => {
    const hospital = form(canvasElement);
    await pickFile(hospital, 'Hospital Registration Certificate', pdfNamedPng());
    await expectFileRefused(hospital, 'Hospital Registration Certificate', WRONG_TYPE);
    await expect(sentRequests).toHaveLength(0);
  },
};

export const OversizeFile: Story = {
  play: async ({ canvasElement }) => {
    const hospital = form(canvasElement);
    await pickFile(hospital, 'Accreditation Certificate', oversizePng());
    await expectFileRefused(hospital, 'Accreditation Certificate', 'File size exceeds 5MB limit');
    await expect(sentRequests).toHaveLength(0);
  },
};

export const PreviewAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const hospital = form(canvasElement);
    const photo = pngFile('front.png', 5120);
    await pickFile(hospital, 'Hospital Photo', photo);
    await expectSelected(hospital, photo);
    await expect(selectedLine(hospital, photo)).toHaveTextContent('Selected: front.png (5 KB)');
    await expect(within(hospital).getByRole('img', { name: 'Preview of front.png' })).toBeInTheDocument();

    await userEvent.click(within(hospital).getByRole('button', { name: 'Remove front.png' }));
    await waitFor(() => expect(selectedLine(hospital, photo)).not.toBeInTheDocument());
    await expect(fieldOf(hospital, 'Hospital Photo')).toHaveFocus();
    await expect((fieldOf(hospital, 'Hospital Photo') as HTMLInputElement).files).toHaveLength(0);
    await expect(within(hospital).getByText('front.png removed')).toBeInTheDocument();
  },
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
    await expectToast(canvasElement, FAILED, 'assertive');
    await waitFor(() => expect(specBox(hospital)).toHaveTextContent(FAILED));
    await expect(within(hospital).getByRole('button', { name: 'Register hospital' })).not.toHaveAttribute('aria-disabled');
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
    await expect(specBox(hospital)).toHaveTextContent(FAILED);
    await expectToast(canvasElement, FAILED, 'assertive');
  },
};

export const NetworkError: Story = {
  parameters: { msw: [api.hospitals.networkError()] },
  play: async ({ canvasElement }) => {
    const hospital = form(canvasElement);
    await completeHospital(hospital);
    await submitHospital(hospital);
    await expectToast(canvasElement, FAILED, 'assertive');
    await waitFor(() => expect(specBox(hospital)).toHaveTextContent(FAILED));
    await expectHospitalKept(hospital);
  },
};
