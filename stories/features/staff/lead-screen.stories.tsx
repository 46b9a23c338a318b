import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORY_LEADS_CSRF_TOKEN } from '@mocks/staff/lead-fixtures';
import { LEAD_CHANGE_MESSAGES } from '@/features/staff/api/lead-change-schema';
import { LeadScreen } from '@/features/staff/screens/lead-screen';
import { withSignedInStaff, withStoryClock } from './lead-story-support';
import { findPart, lastChange, leadApi, leadParameters, leadRoute, resetLead, valueOf } from './lead-play';

const meta = {
  title: 'Features/Staff/Lead',
  component: LeadScreen,
  decorators: [withSignedInStaff, withStoryClock],
  parameters: leadParameters,
  beforeEach: resetLead,
} satisfies Meta<typeof LeadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An agent's own lead: where it stands, every field as received (phone and e-mail masked), the next statuses, a possible duplicate. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Appointment: Priya Sharma' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Status')).toHaveTextContent('AttemptedNo answer');
    await expect(valueOf(canvasElement, 'Time left')).toHaveTextContent('1 h 5 min left');
    await expect(valueOf(canvasElement, 'Received')).toHaveTextContent('55 min ago (14 Mar 2026, 13:10 IST)');
    await expect(valueOf(canvasElement, 'Assigned to')).toHaveTextContent('You (asha@healvia.in)');
    const received = await findPart(canvasElement, 'What was received');
    await expect(valueOf(received, 'Full name')).toHaveTextContent('Priya Sharma');
    await expect(valueOf(received, 'Department')).toHaveTextContent('Cardiology');
    await expect(valueOf(received, 'Preferred time')).toHaveTextContent('10:00 AM - 11:00 AM');
    await expect(within(valueOf(received, 'Phone')).getByText('••••••4455')).toBeVisible();
    await expect(within(received).getByRole('button', { name: 'Reveal phone' })).toBeVisible();
    await expect(within(received).getByRole('button', { name: 'Reveal e-mail' })).toBeVisible();
    const status = await findPart(canvasElement, 'Status');
    await expect(within(status).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Attempted', 'Contacted', 'Junk']);
    await expect(within(status).getByRole('group', { name: 'New status' })).toHaveAccessibleDescription('Now: Attempted (No answer).');
    const assignment = await findPart(canvasElement, 'Assignment');
    await expect(within(assignment).queryByRole('button', { name: 'Claim this lead' })).toBeNull();
    await expect(within(assignment).queryByRole('combobox')).toBeNull();
    const duplicates = await findPart(canvasElement, 'Possible duplicates');
    await expect(within(duplicates).getByRole('link', { name: 'Callback received 12 Mar 2026, 14:05 IST' })).toHaveAttribute('href', '/staff/leads/cb-3a7e2c55');
    await expect(within(await findPart(canvasElement, 'Notes')).getByText('No notes yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', '/staff');
  },
};

/** "Reveal phone": the full number from the server (which logged the view first), focused, and the page says it was logged. */
export const Revealed: Story = {
  play: async ({ canvasElement }) => {
    const received = await findPart(canvasElement, 'What was received');
    await userEvent.click(within(received).getByRole('button', { name: 'Reveal phone' }));
    const number = await within(received).findByRole('link', { name: '+919812344455' });
    await waitFor(() => expect(number).toHaveFocus());
    await expect(number).toHaveAttribute('href', 'tel:+919812344455');
    await expect(within(received).getByText('Shown in full. Your view of it was logged.')).toBeVisible();
    const sent = lastChange('ap-2d81e0b4', 'reveal');
    await expect(sent?.body).toEqual({ field: 'phone' });
    await expect(sent?.headers.get('X-CSRF-Token')).toBe(STORY_LEADS_CSRF_TOKEN);
    await expect(within(received).getByText('p•••@example.com')).toBeVisible();
  },
};

/** Loading: a skeleton of the page's parts; "Loading the lead" for screen readers. */
export const Loading: Story = {
  parameters: { msw: { handlers: { leads: [leadApi.detailPending()] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the lead')).toBeInTheDocument();
    await expect(canvas.getByTestId('lead-skeleton').closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lead' })).toBeVisible();
  },
};

/** An id the server does not know: its message, and no retry (the answer would be the same). */
export const NotFound: Story = {
  parameters: leadRoute('no-such-lead'),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(LEAD_CHANGE_MESSAGES.notFound);
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

/** An agent opening a lead someone else has: the server's refusal. */
export const AssignedToSomeoneElse: Story = {
  parameters: leadRoute('ct-4e6a1f93'),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('This lead is assigned to someone else.');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

/** The lead fails to load: the message and a way to try again. */
export const Error: Story = {
  parameters: { msw: { handlers: { leads: [leadApi.detailFailure(500)] } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The lead could not be loaded. Check your connection and try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A callback without a name or e-mail: "Not given" where nothing was received. At 320 px nothing runs off the screen. */
export const CallbackOnNarrowScreen: Story = {
  parameters: leadRoute('cb-7f3a9c21'),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Callback' })).toBeVisible();
    const received = await findPart(canvasElement, 'What was received');
    await expect(within(received).getByRole('button', { name: 'Reveal phone' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
