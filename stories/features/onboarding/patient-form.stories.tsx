import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { api } from '@mocks/handlers/api';
import { sentRequests } from '@mocks/handlers/api-call';
import { PatientForm } from '@/features/onboarding/components/patient-form';
import { expectErrorSummary, expectToast, specBox } from '../leads/lead-play';
import { fieldOf, fillIn, formOf, setChecked, startWithNoRequests } from './onboarding-play';
import { PATIENT_FORM, fillPatient, patientText, sentPatient, submitPatient } from './patient-play';
import { sentTo } from '../auth/auth-play';
import {
  HINDI,
  HINDI_CONSENT_BOXES,
  expectFieldError,
  expectRadioOption,
  expectSelectOption,
  fillPatientInHindi,
  formName,
  patientTextInHindi,
  submitInHindi,
} from './hindi-play';

const meta = {
  title: 'Features/Onboarding/PatientForm',
  component: PatientForm,
  args: { labelledBy: 'patient-heading' },
  decorators: [
    (Story, { globals }) => (
      <>
        <h1 id="patient-heading">{formName(globals.locale, PATIENT_FORM, HINDI.patientForm)}</h1>
        <Story />
      </>
    ),
  ],
  parameters: { route: { path: '/patient-onboard-form' } },
  beforeEach: startWithNoRequests,
} satisfies Meta<typeof PatientForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => formOf(canvasElement, PATIENT_FORM);

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const patient = form(canvasElement);
    for (const label of ['Full Name', 'Age', 'Mobile Number', 'Email', 'Aadhar Number', 'PMJAY ID', 'Other ID Proof', 'Signature (type your full name)']) {
      await expect(fieldOf(patient, label)).toBeRequired();
    }
    for (const box of [/^I have an Aadhaar card/, /^I have an Ayushman Bharat/, /^I have a ration card/]) {
      await expect(within(patient).getByRole('checkbox', { name: box })).toBeChecked();
    }
    await expect(within(patient).getByRole('group', { name: 'Gender' })).toBeInTheDocument();
    await expect(within(within(patient).getByRole('group', { name: 'Gender' })).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['Female', 'Male', 'Other']);
    await expect(fieldOf(patient, 'Age')).toHaveAttribute('inputmode', 'numeric');
    await expect(fieldOf(patient, 'Aadhar Number')).toHaveAccessibleDescription(expect.stringContaining('Giving your Aadhaar number is voluntary'));
    await expect(fieldOf(patient, 'Insurance Company')).toBeDisabled();
    await expect(fieldOf(patient, 'Insurance Policy Number')).toBeDisabled();
    for (const section of ['About you', 'Contact details', 'Identity proof', 'Medical details', 'Payment', 'Consent and signature']) {
      await expect(within(patient).getByRole('group', { name: section })).toBeInTheDocument();
    }
    // A rule separates each section from the one above; the first has nothing above it to be separated from.
    await expect(within(patient).getByRole('group', { name: 'About you' })).toHaveStyle({ borderTopWidth: '0px' });
    await expect(within(patient).getByRole('group', { name: 'Contact details' })).toHaveStyle({ borderTopWidth: '1px' });
    await expect(within(patient).getByText(/^What we collect:/).closest('ul')).toHaveTextContent('care@healvia.example');
    const privacyLinks = within(patient).getAllByRole('link', { name: /^Privacy Policy\s*\(opens in a new tab\)$/ });
    for (const link of privacyLinks) await expect(link).toHaveAttribute('href', '/privacy');
    await expect(within(patient).getByRole('link', { name: /^Terms & Conditions\s*\(opens in a new tab\)$/ })).toHaveAttribute('href', '/terms');
    await expect(specBox(patient)).toBeUndefined();
  },
};

export const RequiredAnswersMissing: Story = {
  play: async ({ canvasElement }) => {
    const patient = form(canvasElement);
    await submitPatient(patient);
    await expectErrorSummary(patient, [
      'Full Name is required',
      'Gender is required',
      'Age is required',
      'Mobile Number is required',
      'Email is required',
      'Aadhar Number is required',
      'PMJAY ID is required',
      'Other ID Proofis required',
      'Declaration is required',
      'Privacy Policy consent is required',
      'Terms & Conditions must be accepted',
      'Signature is required',
    ]);
    await expect(fieldOf(patient, 'Full Name')).toHaveAccessibleDescription('Error: Full Name is required');
    await expect(sentRequests).toHaveLength(0);
  },
};

export const InvalidAnswers: Story = {
  play: async ({ canvasElement }) => {
    const patient = form(canvasElement);
    await fillPatient(patient, { Age: 'abc', 'Mobile Number': '98765-43210', Email: 'meena iyer@example' });
    await submitPatient(patient);
    await expectErrorSummary(patient, ['Age must be a number', 'Please enter a valid mobile number', 'Please enter a valid email address']);
    await expect(fieldOf(patient, 'Age')).toHaveValue('abc');
    await expect(sentRequests).toHaveLength(0);
  },
};

export const IdProofsNotHeld: Story = {
  play: async ({ canvasElement }) => {
    const patient = form(canvasElement);
    await fillPatient(patient);
    await setChecked(patient, /^I have an Aadhaar card/, false);
    await setChecked(patient, /^I have an Ayushman Bharat/, false);
    await setChecked(patient, /^I have a ration card/, false);
    for (const label of ['Aadhar Number', 'PMJAY ID', 'Other ID Proof']) {
      await expect(fieldOf(patient, label)).toBeDisabled();
      await expect(fieldOf(patient, label)).not.toBeRequired();
    }
    await submitPatient(patient);
    const sent = await sentTo('/api/patients');
    await expect(sent).toMatchObject({ aadharAvailable: false, ayushmanAvailable: false, rationCardAvailable: false });
    await expect(sent).not.toHaveProperty('aadharNumber');
    await expect(sent).not.toHaveProperty('pmjayId');
    await expect(sent).not.toHaveProperty('otherIDProof');
  },
};

export const OnlyTheTickedIdIsRequired: Story = {
  play: async ({ canvasElement }) => {
    const patient = form(canvasElement);
    await setChecked(patient, /^I have an Ayushman Bharat/, false);
    await setChecked(patient, /^I have a ration card/, false);
    await submitPatient(patient);
    const summary = await within(patient).findByRole('heading', { name: 'There is a problem' });
    const messages = within(summary.closest('[role="alert"]') as HTMLElement).getAllByRole('link').map((link) => link.textContent);
    await expect(messages).toContain('Aadhar Number is required');
    await expect(messages).not.toContain('PMJAY ID is required');
    await expect(messages).not.toContain('Other ID Proofis required');
  },
};

export const PrivateInsurance: Story = {
  play: async ({ canvasElement }) => {
    const patient = form(canvasElement);
    await fillIn(patient, { 'Treatment Option': 'Private Insurance' });
    await expect(fieldOf(patient, 'Insurance Company')).toBeEnabled();
    await fillIn(patient, { 'Insurance Company': 'Star Health', 'Insurance Policy Number': 'P/181111/01/2025/000123' });
    await fillIn(patient, { 'Treatment Option': 'Self-Pay' });
    for (const label of ['Insurance Company', 'Insurance Policy Number']) {
      await expect(fieldOf(patient, label)).toBeDisabled();
      await expect(fieldOf(patient, label)).toHaveValue('');
    }
    await fillIn(patient, { 'Treatment Option': 'Private Insurance' });
    await expect(fieldOf(patient, 'Insurance Company')).toHaveValue('');
  },
};

export const Submitting: Story = {
  parameters: { msw: [api.patients.pending()] },
  play: async ({ canvasElement }) => {
    const patient = form(canvasElement);
    await fillPatient(patient);
    await submitPatient(patient);
    const button = await within(patient).findByRole('button', { name: 'Submitting...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const patient = form(canvasElement);
    await fillPatient(patient, { 'Treatment Option': 'Private Insurance', 'Insurance Company': 'Star Health', 'Insurance Policy Number': 'SH-778812' });
    await submitPatient(patient);
    await expect(await sentTo('/api/patients')).toEqual({ ...sentPatient, treatmentOption: 'Private Insurance', insuranceCompany: 'Star Health', insurancePolicyNumber: 'SH-778812' });
    await expectToast(canvasElement, 'Submitted Successfully!', 'polite');
    await expect(await within(canvasElement).findByText('Navigated to /')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { msw: [api.patients.failure(500)] },
  play: async ({ canvasElement }) => {
    const patient = form(canvasElement);
    await fillPatient(patient);
    await submitPatient(patient);
    await expectToast(canvasElement, 'Submission failed. Please try again.', 'assertive');
    await waitFor(() => expect(specBox(patient)).toHaveTextContent('Submission failed. Please try again.'));
    for (const [label, value] of Object.entries(patientText)) await expect(fieldOf(patient, label)).toHaveValue(value);
  },
};

export const RefusedByServer: Story = {
  parameters: {
    msw: [
      api.patients.failure(400, {
        message: 'Please enter a valid mobile number',
        error: 'Bad Request',
        fields: { mobileNumber: 'Please enter a valid mobile number' },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const patient = form(canvasElement);
    await fillPatient(patient);
    await submitPatient(patient);
    await expectErrorSummary(patient, ['Please enter a valid mobile number']);
    await expect(specBox(patient)).toHaveTextContent('Submission failed. Please try again.');
    await expect(fieldOf(patient, 'Mobile Number')).toHaveValue(patientText['Mobile Number']);
  },
};

export const InHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const patient = formOf(canvasElement, HINDI.patientForm);
    for (const section of ['आपके बारे में', 'संपर्क की जानकारी', 'पहचान पत्र', 'बीमारी की जानकारी', 'भुगतान', 'सहमति और हस्ताक्षर']) {
      await expect(within(patient).getByRole('group', { name: section })).toBeInTheDocument();
    }
    for (const label of Object.keys(patientTextInHindi)) await expect(fieldOf(patient, label)).toBeRequired();
    await expectRadioOption(patient, 'लिंग', 'महिला', 'Female');
    await expectSelectOption(patient, 'इलाज का भुगतान', 'आयुष्मान कार्ड (PMJAY सरकारी योजना)', 'Ayushman Card (PMJAY Government Scheme)');
    await expect(within(patient).getByRole('checkbox', { name: 'मेरे पास Aadhaar कार्ड है' })).toBeChecked();
    await expect(within(patient).getByText('हम इस जानकारी का इस्तेमाल कैसे करते हैं')).toBeVisible();
    for (const link of within(patient).getAllByRole('link', { name: HINDI.privacyLink })) await expect(link).toHaveAttribute('href', '/hi/privacy');
    await expect(within(patient).getByRole('link', { name: HINDI.termsLink })).toHaveAttribute('href', '/hi/terms');

    await submitInHindi(patient);
    await expectFieldError(patient, 'पूरा नाम', 'पूरा नाम लिखना ज़रूरी है।');
    await expectFieldError(patient, 'Aadhaar नंबर', 'Aadhaar नंबर लिखना ज़रूरी है।');
    await expect(within(patient).getByRole('checkbox', { name: HINDI_CONSENT_BOXES[0] })).toHaveAccessibleDescription(expect.stringContaining('घोषणा पर सहमति देना ज़रूरी है।'));
    await expect(sentRequests).toHaveLength(0);
  },
};

export const InHindiInvalidAnswers: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const patient = formOf(canvasElement, HINDI.patientForm);
    await fillPatientInHindi(patient, { उम्र: 'abc', 'मोबाइल नंबर': '98765-43210' });
    await submitInHindi(patient);
    await expectFieldError(patient, 'उम्र', 'उम्र सिर्फ़ अंकों में लिखें।');
    await expectFieldError(patient, 'मोबाइल नंबर', 'कृपया सही मोबाइल नंबर लिखें।');
    await expect(sentRequests).toHaveLength(0);
  },
};

/** The Hindi labels send the spec's English values. */
export const InHindiSubmitted: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const patient = formOf(canvasElement, HINDI.patientForm);
    await fillPatientInHindi(patient, { 'इलाज का भुगतान': 'आयुष्मान कार्ड (PMJAY सरकारी योजना)' });
    await submitInHindi(patient);
    // The insurance fields are disabled unless the treatment is Private Insurance, so they are not sent.
    const { insuranceCompany: _company, insurancePolicyNumber: _policy, ...sentWithoutInsurance } = sentPatient;
    await expect(await sentTo('/api/patients')).toEqual({ ...sentWithoutInsurance, treatmentOption: 'Ayushman Card (PMJAY Government Scheme)' });
    await expectToast(canvasElement, 'आपका रजिस्ट्रेशन मिल गया है!', 'polite');
    await expect(await within(canvasElement).findByText('Navigated to /')).toBeInTheDocument();
  },
};

/** The server explains its refusal in English; the Hindi page shows the same message in Hindi. */
export const InHindiRefusedByServer: Story = {
  globals: { locale: 'hi' },
  parameters: RefusedByServer.parameters,
  play: async ({ canvasElement }) => {
    const patient = formOf(canvasElement, HINDI.patientForm);
    await fillPatientInHindi(patient);
    await submitInHindi(patient);
    await expectFieldError(patient, 'मोबाइल नंबर', 'कृपया सही मोबाइल नंबर लिखें।');
    await expectToast(canvasElement, 'रजिस्ट्रेशन नहीं भेजा जा सका। कृपया फिर से कोशिश करें।', 'assertive');
    await expect(within(patient).queryByText(/Please enter a valid mobile number/)).not.toBeInTheDocument();
    await expect(fieldOf(patient, 'मोबाइल नंबर')).toHaveValue(patientTextInHindi['मोबाइल नंबर']);
  },
};
