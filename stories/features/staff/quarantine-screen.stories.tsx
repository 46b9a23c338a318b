import type { Meta, StoryObj } from '@storybook/react';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sentRequests } from '@mocks/handlers/api-call';
import { supervisorSession } from '@mocks/staff/lead-fixtures';
import { quarantineApi, quarantineListFailure, quarantineListPending, releasedMeanwhile } from '@mocks/staff/quarantine';
import { OLDER_QUARANTINE_CURSOR } from '@mocks/staff/quarantine-fixtures';
import { QuarantineScreen } from '@/features/staff/screens/quarantine-screen';
import { withSignedInStaff, withStoryClock } from './lead-story-support';
import { canvasOf, forgetSentRequests } from './staff-play';

const LIST = '/api/staff/quarantine';
const CAPTION = 'Quarantined requests, newest first';
const api = quarantineApi();
const handlers = (...more: HttpHandler[]) => ({ msw: { handlers: { quarantine: [...more, api.list(), api.release(), api.delete()] } } });

const meta = {
  title: 'Features/Staff/QuarantineScreen',
  component: QuarantineScreen,
  decorators: [withSignedInStaff, withStoryClock],
  parameters: { route: { path: '/staff/quarantine' }, ...handlers() },
  beforeEach: () => {
    forgetSentRequests();
    api.reset();
  },
} satisfies Meta<typeof QuarantineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const findTable = (canvasElement: HTMLElement) => canvasOf(canvasElement).findByRole('table', { name: CAPTION });
const rowNames = (canvasElement: HTMLElement) => canvasOf(canvasElement).getAllByRole('rowheader').map((cell) => cell.textContent);
const sent = () => sentRequests.map((request) => request.path);

/** Newest first in a real table: what each request is, masked contact, why it was held back in words; an agent may release only. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Quarantined requests' })).toBeVisible();
    const table = await findTable(canvasElement);
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Request', 'Received', 'Contact', 'Why it was held back', 'Actions']);
    await expect(within(table).getByRole('columnheader', { name: 'Received' })).toHaveAttribute('aria-sort', 'descending');
    await expect(rowNames(canvasElement)).toEqual(['Callback, No name', 'Contact message, Free Crypto Offer', 'Appointment, Meera Iyer']);
    for (const words of ['Form token used twice', 'Same number 4+ times in an hour', 'Hidden field filled', 'Too many requests from one address', 'No form token']) {
      await expect(within(table).getByText(words)).toBeVisible();
    }
    await expect(within(table).getByText('Phone ending 0003')).toBeInTheDocument();
    await expect(within(table).getByText('w•••@spam.example')).toBeVisible();
    await expect(within(table).getAllByRole('button', { name: /^Release / })).toHaveLength(3);
    await expect(within(table).getByRole('button', { name: 'Release Callback, received 14 Mar 2026, 13:50 IST' })).toBeVisible();
    await expect(within(table).queryByRole('button', { name: /^Delete / })).toBeNull();
    await expect(sent()).toEqual([LIST]);
  },
};

/** Release sends the request to the inbox: its row goes, the page says so politely, and focus moves to the next row. */
export const Release: Story = {
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: /^Release Callback/ }));
    await expect(await canvasOf(canvasElement).findByText('Callback released to the inbox.')).toBeVisible();
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['Contact message, Free Crypto Offer', 'Appointment, Meera Iyer']));
    await waitFor(() => expect(within(table).getByRole('button', { name: /^Release Contact message from Free Crypto Offer/ })).toHaveFocus());
    await expect(sent()).toEqual([LIST, 'POST /api/staff/quarantine/q-4/release']);
    await expect(sentRequests.at(-1)?.headers.get('X-CSRF-Token')).toBe(supervisorSession.csrfToken);
  },
};

/** Supervisors and admins may delete: a dialog asks first, opening on Cancel; Delete erases the request. */
export const Delete: Story = {
  parameters: { session: supervisorSession },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: /^Delete Contact message from Free Crypto Offer/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Delete this request?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Contact message from Free Crypto Offer, phone ending 0003, will be erased for good. Release it instead if a person sent it.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvasOf(canvasElement).findByText('Contact message from Free Crypto Offer deleted.')).toBeVisible();
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['Callback, No name', 'Appointment, Meera Iyer']));
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(sent()).toEqual([LIST, 'DELETE /api/staff/quarantine/q-3']);
  },
};

/** Cancel (or Escape) deletes nothing and gives focus back to the row's Delete button. */
export const DeleteCancelled: Story = {
  parameters: { session: supervisorSession },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    const button = within(table).getByRole('button', { name: /^Delete Appointment from Meera Iyer/ });
    await userEvent.click(button);
    await body(canvasElement).findByRole('dialog', { name: 'Delete this request?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(rowNames(canvasElement)).toHaveLength(3);
    await expect(sent()).toEqual([LIST]);
  },
};

/** Someone else released it first: the server's words (who, when) in a focused error summary, and the row goes. */
export const ReleasedMeanwhile: Story = {
  parameters: handlers(api.releasedMeanwhile()),
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: /^Release Appointment/ }));
    const alert = await canvasOf(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(releasedMeanwhile);
    await expect(releasedMeanwhile).toBe('bala.agent@healvia.example released this request to the inbox at 14:50.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['Callback, No name', 'Contact message, Free Crypto Offer']));
  },
};

/** A release that fails on the way keeps the row, and says what to do. */
export const ReleaseFailed: Story = {
  parameters: handlers(api.releaseFailure()),
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: /^Release Callback/ }));
    await expect(await canvasOf(canvasElement).findByRole('alert')).toHaveTextContent('The request could not be released. Check your connection and try again.');
    await expect(rowNames(canvasElement)).toHaveLength(3);
  },
};

/** Older and Newer move one keyset page at a time. */
export const Paged: Story = {
  play: async ({ canvasElement }) => {
    await findTable(canvasElement);
    const pager = canvasOf(canvasElement).getByRole('navigation', { name: 'Pages of quarantined requests' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['Callback, No name']));
    await expect(within(pager).getByText('Page 2')).toBeVisible();
    await expect(within(canvasOf(canvasElement).getByRole('table', { name: CAPTION })).getByText('Expired form token')).toBeVisible();
    await expect(sent()).toEqual([LIST, `${LIST}?${new URLSearchParams({ before: OLDER_QUARANTINE_CURSOR })}`]);
    await userEvent.click(within(pager).getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(rowNames(canvasElement)).toHaveLength(3));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { quarantine: [quarantineApi({ first: [] }).list()] } } },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText('No quarantined requests')).toBeVisible();
    await expect(canvasOf(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { quarantine: [quarantineListPending()] } } },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByTestId('data-table-skeleton')).toBeVisible();
    await expect(canvasOf(canvasElement).getByText('Loading quarantined requests')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { quarantine: [quarantineListFailure(500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByText('The quarantined requests could not be loaded. Check your connection and try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};
