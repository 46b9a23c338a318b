import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { api } from '@mocks/handlers/api';
import { sentRequests } from '@mocks/handlers/api-call';
import { PatientForm } from '@/features/onboarding/components/patient-form';
import { expectToast } from '../leads/lead-play';
import { formOf, startWithNoRequests } from './onboarding-play';
import { PATIENT_FORM, fillPatient, sentPatient, submitPatient } from './patient-play';

/** Issue 41 on a registration: the server asks for a proof of work, the form says it is checking and sends again. */
const meta = {
  title: 'Features/Onboarding/PatientFormChecking',
  component: PatientForm,
  args: { labelledBy: 'patient-heading' },
  decorators: [
    (Story) => (
      <>
        <h1 id="patient-heading">{PATIENT_FORM}</h1>
        <Story />
      </>
    ),
  ],
  parameters: { route: { path: '/patient-onboard-form' } },
  beforeEach: startWithNoRequests,
} satisfies Meta<typeof PatientForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CheckingYourRequest: Story = {
  parameters: { msw: [api.patients.provingWork(), api.patients.slowly(800)] },
  play: async ({ canvasElement }) => {
    const patient = formOf(canvasElement, PATIENT_FORM);
    await fillPatient(patient, { 'Treatment Option': 'Private Insurance', 'Insurance Company': 'Star Health', 'Insurance Policy Number': 'SH-778812' });
    await submitPatient(patient);
    const status = within(patient).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Checking your request…'));
    await expectToast(canvasElement, 'Submitted Successfully!', 'polite');

    const [asked, solved] = sentRequests.filter((sent) => sent.path === '/api/patients');
    await expect(solved?.body).toEqual({ ...sentPatient, treatmentOption: 'Private Insurance', insuranceCompany: 'Star Health', insurancePolicyNumber: 'SH-778812' });
    await expect(asked?.headers.get('Altcha')).toBeNull();
    await expect(solved?.headers.get('Altcha')).toBeTruthy();
    await expect(solved?.headers.get('Form-Token')).toMatch(/^mock-form-token\.patient\.\d+$/);
    await expect(solved?.headers.get('Form-Trap')).toBeNull();
  },
};
