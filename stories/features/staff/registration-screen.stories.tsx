import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sentRequests } from '@mocks/handlers/api-call';
import { hospitalDetail } from '@mocks/staff/registration-fixtures';
import { registrationHandlers as api } from '@mocks/staff/registrations';
import { adminSession, staffSessionApi as session } from '@mocks/staff/staff-session';
import { RegistrationScreen } from '@/features/staff/screens/registration-screen';
import { expectErrorSummary } from '../leads/lead-play';
import { expectSent, review, reviewFormOf, valueOf } from './registration-play';
import { forgetSentRequests } from './staff-play';

const route = (kind: string, id: string) => ({ path: '/staff/registrations/:kind/:id', initialEntry: `/staff/registrations/${kind}/${id}` });
const handlers = (...extra: unknown[]) => ({ registrations: [session.session(adminSession), api.detail(), api.reveal(), api.review(), ...extra] });

const meta = {
  title: 'Features/Staff/RegistrationScreen',
  component: RegistrationScreen,
  parameters: { route: route('patient', 'p-3'), msw: { handlers: handlers() } },
  beforeEach: forgetSentRequests,
} satisfies Meta<typeof RegistrationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);
const details = async (canvasElement: HTMLElement) => (await canvasOf(canvasElement).findByRole('heading', { name: 'Details as received' })).parentElement!;

/** A pending patient: every field as received, contact details masked, the Aadhaar number only "On file". */
export const PendingPatient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible();
    await expect(canvas.getByText('Patient registration')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All registrations' })).toHaveAttribute('href', '/staff/registrations');
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText('Not reviewed yet')).toBeVisible();
    const list = await details(canvasElement);
    await expect(valueOf(list, 'Age')).toHaveTextContent('34');
    await expect(valueOf(list, 'Blood Group')).toHaveTextContent('Not given');
    await expect(valueOf(list, 'Has an Aadhaar card')).toHaveTextContent('Yes');
    await expect(valueOf(list, 'Has a ration card or another ID proof')).toHaveTextContent('No');
    await expect(valueOf(list, 'Aadhar Number')).toHaveTextContent(/^On file/);
    await expect(valueOf(list, 'Mobile Number')).toHaveTextContent(/^••••••5678/);
    for (const name of ['Reveal Mobile Number', 'Reveal Email', 'Reveal Aadhar Number']) await expect(within(list).getByRole('button', { name })).toBeVisible();
    await expect(within(list).queryByRole('button', { name: 'Reveal Other ID Proof' })).toBeNull();
    await expect(canvas.getByText('Patients upload no documents.')).toBeVisible();
    const form = await reviewFormOf(canvasElement);
    for (const radio of within(form).getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(within(form).queryByRole('textbox')).toBeNull();
  },
};

/** Reveal asks the server (which logs it first) and shows the number in the button's place, focused. */
export const RevealsAnIdNumber: Story = {
  play: async ({ canvasElement }) => {
    const list = await details(canvasElement);
    await userEvent.click(within(list).getByRole('button', { name: 'Reveal Aadhar Number' }));
    const value = await within(list).findByText('123412341234');
    await waitFor(() => expect(value).toHaveFocus());
    await expect(within(list).queryByRole('button', { name: 'Reveal Aadhar Number' })).toBeNull();
    await expect(valueOf(list, 'Mobile Number')).toHaveTextContent(/^••••••5678/);
    await expectSent('/api/staff/registrations/patient/p-3/reveal', { field: 'aadharNumber' });
  },
};

export const RevealFails: Story = {
  parameters: { msw: { handlers: { registrations: [session.session(adminSession), api.detail(), api.revealFailure()] } } },
  play: async ({ canvasElement }) => {
    const list = await details(canvasElement);
    await userEvent.click(within(list).getByRole('button', { name: 'Reveal Email' }));
    await expect(await within(list).findByRole('alert')).toHaveTextContent('It could not be revealed. Try again.');
    await expect(valueOf(list, 'Email')).toHaveTextContent(/^m•••@example\.com/);
  },
};

/** A verified doctor: who verified it, and the documents as links to the authenticated route, opening in a new tab. */
export const DoctorWithDocuments: Story = {
  parameters: { route: route('doctor', 'd-2') },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dr. Kabir Rao' })).toBeVisible();
    await expect(canvas.getByText(/^Last reviewed by asha@healvia\.example/)).toBeVisible();
    const documents = canvas.getByRole('heading', { name: 'Documents' }).parentElement!;
    const links = within(documents).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Profile Photo (opens in a new tab)',
      'Medical Registration Certificate (opens in a new tab)',
      'Government ID (opens in a new tab)',
    ]);
    await expect(links[0]).toHaveAttribute('href', '/api/staff/documents/doc-1');
    await expect(links[0]).toHaveAttribute('target', '_blank');
    await expect(within(documents).getByText('(PNG, 47 KB)')).toBeVisible();
    const form = await reviewFormOf(canvasElement);
    await expect(within(form).getByRole('radio', { name: 'Verified' })).toBeChecked();
  },
};

/** A rejected hospital shows why; its form starts from that decision and reason. */
export const RejectedHospital: Story = {
  parameters: { route: route('hospital', 'h-1') },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lakeside Care Hospital' })).toBeVisible();
    await expect(canvas.getAllByText('The registration certificate has expired.')[0]).toBeVisible();
    const form = await reviewFormOf(canvasElement);
    await expect(within(form).getByRole('radio', { name: 'Rejected' })).toBeChecked();
    await expect(within(form).getByRole('textbox', { name: /^Reason for rejecting/ })).toHaveValue('The registration certificate has expired.');
  },
};

export const Verify: Story = {
  play: async ({ canvasElement }) => {
    const form = await review(canvasElement, 'Verified');
    await expect(await within(form).findByText('Review saved: Verified.')).toBeVisible();
    await expect(canvasOf(canvasElement).getByText(/^Last reviewed by asha@healvia\.example/)).toBeVisible();
    await expectSent('/api/staff/registrations/patient/p-3/review', { version: 1, status: 'verified' });
  },
};

export const RejectWithReason: Story = {
  play: async ({ canvasElement }) => {
    const form = await review(canvasElement, 'Rejected', 'The Aadhaar card photo is unreadable.');
    await expect(await within(form).findByText('Review saved: Rejected.')).toBeVisible();
    await expect(valueOf(canvasElement, 'Reason')).toHaveTextContent('The Aadhaar card photo is unreadable.');
    await expectSent('/api/staff/registrations/patient/p-3/review', { version: 1, status: 'rejected', reason: 'The Aadhaar card photo is unreadable.' });
  },
};

/** A rejection without a reason is stopped in the browser, in the GOV.UK pattern; nothing is sent. */
export const RejectWithoutReason: Story = {
  play: async ({ canvasElement }) => {
    const form = await review(canvasElement, 'Rejected');
    await expectErrorSummary(form, ['Enter the reason for rejecting this registration']);
    await expect(within(form).getByRole('textbox', { name: /^Reason for rejecting/ })).toHaveAccessibleDescription(expect.stringContaining('Enter the reason for rejecting this registration'));
    await expect(sentRequests.filter((request) => request.path.endsWith('/review'))).toEqual([]);
  },
};

/** Someone reviewed first: the server refuses, the page shows their decision and the form says who and when. */
export const ReviewConflict: Story = {
  parameters: {
    msw: { handlers: { registrations: [session.session(adminSession), api.detail(), api.reviewConflict({ ...hospitalDetail, id: 'p-3', kind: 'patient', name: 'Meera Iyer' })] } },
  },
  play: async ({ canvasElement }) => {
    const form = await review(canvasElement, 'Verified');
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      /^ravi@healvia\.example changed the status at \d{2}:\d{2}\. Your change was not saved: check the registration and try again\.$/,
    );
    await expect(canvasOf(canvasElement).getAllByText('Rejected')[0]).toBeVisible();
    await expect(valueOf(canvasElement, 'Reason')).toHaveTextContent('The registration certificate has expired.');
    await expect(within(form).getByRole('radio', { name: 'Verified' })).toBeChecked();
  },
};

export const Saving: Story = {
  parameters: { msw: { handlers: { registrations: [session.session(adminSession), api.detail(), api.reviewPending()] } } },
  play: async ({ canvasElement }) => {
    const form = await review(canvasElement, 'Verified');
    await expect(await within(form).findByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { registrations: [session.session(adminSession), api.detailPending()] } } },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByRole('heading', { level: 1, name: 'Loading the registration' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { route: route('patient', 'erased-one') },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText('This registration does not exist. It may have been erased.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { registrations: [session.session(adminSession), api.detailFailure(500)] } } },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText('The registration could not be loaded. Check your connection and try again.')).toBeVisible();
  },
};

export const UnknownKind: Story = {
  parameters: { route: route('nurse', 'x-1') },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByRole('heading', { level: 1, name: 'Registration not found' })).toBeVisible();
    await expect(sentRequests).toEqual([]);
  },
};

