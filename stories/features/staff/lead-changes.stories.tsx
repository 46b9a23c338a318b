import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sunita, supervisorSession } from '@mocks/staff/lead-fixtures';
import { LeadScreen } from '@/features/staff/screens/lead-screen';
import { withSignedInStaff, withStoryClock } from './lead-story-support';
import { expectNoProblem, findPart, lastChange, leadApi, leadParameters, leadRoute, resetLead, valueOf } from './lead-play';

const meta = {
  title: 'Features/Staff/Lead/Changes',
  component: LeadScreen,
  decorators: [withSignedInStaff, withStoryClock],
  parameters: leadParameters,
  beforeEach: resetLead,
} satisfies Meta<typeof LeadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const conflictMessage = 'sunita@healvia.in changed the status at 14:05. Your change was not saved: check the lead and try again.';

/** An agent claims an unassigned callback: it is theirs, and the claim carried the version the page showed. */
export const Claim: Story = {
  parameters: leadRoute('cb-7f3a9c21'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const assignment = await findPart(canvasElement, 'Assignment');
    await expect(valueOf(canvasElement, 'Assigned to')).toHaveTextContent('Nobody');
    await expect(within(assignment).getByText('Nobody has this lead yet.')).toBeVisible();
    await userEvent.click(within(assignment).getByRole('button', { name: 'Claim this lead' }));
    await expect(await canvas.findByText('The lead is yours now.')).toBeVisible();
    await expect(valueOf(canvasElement, 'Assigned to')).toHaveTextContent('You (asha@healvia.in)');
    await expect(within(assignment).queryByRole('button', { name: 'Claim this lead' })).toBeNull();
    await expect(within(assignment).getByText('This lead is yours.')).toBeVisible();
    await expect(lastChange('cb-7f3a9c21', 'claim')?.body).toEqual({ version: 1 });
  },
};

/** Attempted asks what happened (radio group); without an answer the error summary says so; with one, the status is set. */
export const StatusAttempted: Story = {
  parameters: leadRoute('cb-7f3a9c21'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await findPart(canvasElement, 'Status');
    await expect(within(status).queryByRole('group', { name: 'What happened?' })).toBeNull();
    await userEvent.click(within(status).getByRole('radio', { name: 'Attempted' }));
    const outcome = within(status).getByRole('group', { name: 'What happened?' });
    await expect(within(outcome).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['No answer', 'Busy', 'Wrong number', 'Switched off']);
    await userEvent.click(within(status).getByRole('button', { name: 'Update status' }));
    const message = 'Choose what happened: no answer, busy, wrong number or switched off';
    await expect(await within(status).findByRole('link', { name: message })).toBeVisible();
    await userEvent.click(within(outcome).getByRole('radio', { name: 'Busy' }));
    await userEvent.click(within(status).getByRole('button', { name: 'Update status' }));
    await expect(await canvas.findByText('Status set to Attempted.')).toBeVisible();
    await expect(valueOf(canvasElement, 'Status')).toHaveTextContent('AttemptedBusy');
    await expect(lastChange('cb-7f3a9c21', 'status')?.body).toEqual({ version: 1, status: 'attempted', outcome: 'busy' });
  },
};

/** Contacted sends no outcome; the choices then follow the new status. */
export const StatusContacted: Story = {
  play: async ({ canvasElement }) => {
    const status = await findPart(canvasElement, 'Status');
    await userEvent.click(within(status).getByRole('radio', { name: 'Contacted' }));
    await userEvent.click(within(status).getByRole('button', { name: 'Update status' }));
    await expect(await within(canvasElement).findByText('Status set to Contacted.')).toBeVisible();
    await expect(lastChange('ap-2d81e0b4', 'status')?.body).toEqual({ version: 1, status: 'contacted' });
    await waitFor(() => expect(within(status).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Booked', 'Not interested', 'Junk']));
    await expectNoProblem(canvasElement);
  },
};

/**
 * Someone else changed the status while the agent was writing a note: the agent's change is refused (409), the
 * server's message says who changed what and when, in the error summary (focused), the fresh lead is shown, and
 * the note being written is still there.
 */
export const Conflict: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = await findPart(canvasElement, 'Notes');
    await userEvent.type(within(notes).getByRole('textbox', { name: 'Add a note' }), 'Called twice, will try after 5 pm');
    const entry = leadApi.store.find('ap-2d81e0b4')!;
    leadApi.store.change(entry, entry.lead.version, sunita, 'status', (lead) => {
      lead.status = 'contacted';
      lead.outcome = null;
    });
    const status = await findPart(canvasElement, 'Status');
    await userEvent.click(within(status).getByRole('radio', { name: 'Junk' }));
    await userEvent.click(within(status).getByRole('button', { name: 'Update status' }));
    const summary = await canvas.findByRole('alert');
    await expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(summary).toHaveTextContent(conflictMessage);
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    await expect(valueOf(canvasElement, 'Status')).toHaveTextContent('Contacted');
    await expect(valueOf(canvasElement, 'Last changed')).toHaveTextContent('by sunita@healvia.in');
    await expect(within(notes).getByRole('textbox', { name: 'Add a note' })).toHaveValue('Called twice, will try after 5 pm');
    await expect(lastChange('ap-2d81e0b4', 'status')?.body).toEqual({ version: 1, status: 'junk' });
    await userEvent.click(within(status).getByRole('radio', { name: 'Booked' }));
    await userEvent.click(within(status).getByRole('button', { name: 'Update status' }));
    await expect(await canvas.findByText('Status set to Booked.')).toBeVisible();
    await expect(lastChange('ap-2d81e0b4', 'status')?.body).toEqual({ version: 2, status: 'booked' });
  },
};

/** A note is added under the others, with who wrote it and when; the box empties. */
export const AddNote: Story = {
  play: async ({ canvasElement }) => {
    const notes = await findPart(canvasElement, 'Notes');
    const box = within(notes).getByRole('textbox', { name: 'Add a note' });
    await userEvent.type(box, 'Wants an evening slot');
    await userEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
    const note = await within(notes).findByRole('listitem');
    await expect(within(note).getByText('Wants an evening slot')).toBeVisible();
    await expect(within(note).getByText(/asha@healvia\.in/)).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(within(canvasElement).getByText('Note added.')).toBeVisible();
  },
};

/** The connection fails while a note is sent: the problem is said, and the note stays to be sent again. */
export const NoteOffline: Story = {
  parameters: { msw: { handlers: { leads: [leadApi.networkError('notes'), ...leadApi.handlers] } } },
  play: async ({ canvasElement }) => {
    const notes = await findPart(canvasElement, 'Notes');
    await userEvent.type(within(notes).getByRole('textbox', { name: 'Add a note' }), 'Asked for a female doctor');
    await userEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
    const summary = await within(canvasElement).findByRole('alert');
    await expect(summary).toHaveTextContent('Your change was not sent: there is no connection. Check it and try again; what you typed is still here.');
    await expect(within(notes).getByRole('textbox', { name: 'Add a note' })).toHaveValue('Asked for a female doctor');
  },
};

/** A supervisor assigns an unassigned lead to an agent from the staff list. */
export const SupervisorAssigns: Story = {
  parameters: { ...leadRoute('cb-91b4e6d0'), session: supervisorSession },
  play: async ({ canvasElement }) => {
    const assignment = await findPart(canvasElement, 'Assignment');
    await expect(within(assignment).getByRole('button', { name: 'Claim this lead' })).toBeVisible();
    const select = within(assignment).getByRole('combobox', { name: 'Assign to' });
    await within(select).findByRole('option', { name: 'ravi@healvia.in' });
    await userEvent.selectOptions(select, 'ravi@healvia.in');
    await userEvent.click(within(assignment).getByRole('button', { name: 'Assign' }));
    await expect(await within(canvasElement).findByText('Assigned to ravi@healvia.in.')).toBeVisible();
    await expect(valueOf(canvasElement, 'Assigned to')).toHaveTextContent('ravi@healvia.in');
    await expect(lastChange('cb-91b4e6d0', 'assign')?.body).toEqual({ version: 1, assigneeId: '5c2d8e14-7f3a-4b9c-8d1e-6f2a3b4c5d72' });
  },
};

/** Marked as a duplicate of the earlier callback from the same number, then cleared again. */
export const MarkDuplicate: Story = {
  play: async ({ canvasElement }) => {
    const duplicates = await findPart(canvasElement, 'Possible duplicates');
    await userEvent.click(within(duplicates).getByRole('radio', { name: 'Callback received 12 Mar 2026, 14:05 IST' }));
    await userEvent.click(within(duplicates).getByRole('button', { name: 'Mark as duplicate' }));
    await expect(await within(canvasElement).findByText('Marked as a duplicate.')).toBeVisible();
    await expect(within(duplicates).getByText(/This lead is marked a duplicate of/)).toBeVisible();
    await expect(lastChange('ap-2d81e0b4', 'duplicate-of')?.body).toEqual({ version: 1, originalId: 'cb-3a7e2c55' });
    await userEvent.click(within(duplicates).getByRole('button', { name: 'Not a duplicate' }));
    await expect(await within(canvasElement).findByText('No longer marked as a duplicate.')).toBeVisible();
    await expect(lastChange('ap-2d81e0b4', 'duplicate-of')?.body).toEqual({ version: 2, originalId: null });
  },
};
