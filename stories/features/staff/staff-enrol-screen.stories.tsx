import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { ENROLMENT_PATH, STORY_ENROLMENT_TOKEN, staffEnrolmentApi as api } from '@mocks/staff/staff-enrolment';
import { StaffEnrolScreen } from '@/features/staff/screens/staff-enrol-screen';
import { expectErrorSummary, typeInto } from '../leads/lead-play';
import { canvasOf, formNamed, forgetSentRequests, sentTo } from './staff-play';

const meta = {
  title: 'Features/Staff/StaffEnrolScreen',
  component: StaffEnrolScreen,
  parameters: {
    layout: 'fullscreen',
    route: { path: '/staff/enrol/:token', initialEntry: `/staff/enrol/${STORY_ENROLMENT_TOKEN}` },
    msw: { handlers: { details: api.details(), complete: api.complete() } },
  },
  beforeEach: forgetSentRequests,
} satisfies Meta<typeof StaffEnrolScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const enrolForm = async (canvasElement: HTMLElement) => {
  await canvasOf(canvasElement).findByRole('img', { name: 'QR code of your key, for an authenticator app to scan' });
  return formNamed(canvasElement, 'Set up your staff account');
};

/** Fills the form and sends it. */
async function submit(canvasElement: HTMLElement, { password = 'three tea cups on a train', code = '123456' } = {}) {
  const form = await enrolForm(canvasElement);
  await typeInto(within(form).getByLabelText('Password'), password);
  await typeInto(within(form).getByLabelText('Code from your authenticator app'), code);
  await userEvent.click(within(form).getByRole('button', { name: 'Set up my account' }));
  return form;
}

/** The key as a QR code and, beside it, as text in groups of four; then the password and the first code. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = await enrolForm(canvasElement);
    await expect(canvasOf(canvasElement).getByText(/You are setting up meera.agent@healvia.example/)).toBeVisible();
    await expect(within(form).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(within(form).getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(within(form).getByLabelText('Code from your authenticator app')).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(within(form).getByLabelText('Code from your authenticator app')).toHaveAttribute('inputmode', 'numeric');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { details: api.detailsPending() } } },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText('Loading your enrolment link')).toBeVisible();
  },
};

/** Used, expired or never issued: the server does not say which, and neither does the page. */
export const LinkNotValid: Story = {
  parameters: { msw: { handlers: { details: api.detailsNotValid() } } },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
    await expect(canvasOf(canvasElement).getByRole('alert')).toHaveTextContent(
      'This enrolment link is not valid: it has been used, it has expired, or it was never issued. Ask an admin for a new one.',
    );
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { details: api.detailsFailure() } } },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText('We could not load your enrolment link. Check your connection and try again.')).toBeVisible();
    await expect(canvasOf(canvasElement).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const InvalidEntries: Story = {
  play: async ({ canvasElement }) => {
    const form = await submit(canvasElement, { password: 'short', code: '12' });
    await expectErrorSummary(form, ['Password must be at least 12 characters', 'Enter the 6 digits your authenticator app shows']);
    await expect(sentTo(ENROLMENT_PATH)).toHaveLength(0);
  },
};

/** The app's code did not match the key (a mistyped key, a phone's clock off): said on the code, the password kept. */
export const WrongCode: Story = {
  parameters: { msw: { handlers: { complete: api.completeWrongCode() } } },
  play: async ({ canvasElement }) => {
    const form = await submit(canvasElement);
    await expectErrorSummary(form, ['That code is not right. Check the time on your phone, then enter the code your app shows now.']);
    await expect(within(form).getByLabelText('Password')).toHaveValue('three tea cups on a train');
    await expect(sentTo(ENROLMENT_PATH)[0]?.body).toEqual({ password: 'three tea cups on a train', code: '123456' });
  },
};

/** The link was used in another tab meanwhile. */
export const LinkUsedMeanwhile: Story = {
  parameters: { msw: { handlers: { complete: api.completeNotValid() } } },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await canvasOf(canvasElement).findByRole('heading', { level: 1, name: 'This link cannot be used' })).toHaveFocus();
  },
};

export const SettingUp: Story = {
  parameters: { msw: { handlers: { complete: api.completePending() } } },
  play: async ({ canvasElement }) => {
    const form = await submit(canvasElement);
    await expect(await within(form).findByRole('button', { name: 'Setting up…' })).toHaveAttribute('aria-busy', 'true');
  },
};
