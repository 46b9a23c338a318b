import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { lastSent, sentRequests } from '@mocks/handlers/api-call';
import { auditHandlers as api, OLDER_CURSOR } from '@mocks/staff/audit';
import { AGENT_ID } from '@mocks/staff/audit-fixtures';
import type { StaffSession } from '@/features/staff/api/staff-session';
import { SignedInStaffContext } from '@/features/staff/components/signed-in-staff';
import { AuditScreen } from '@/features/staff/screens/audit-screen';
import { pickDate } from '../../support/pick-date';

const AUDIT = '/api/staff/audit';
const ADMIN: StaffSession = { email: 'asha.admin@healvia.example', role: 'admin', csrfToken: 'story-csrf-token' };
const CAPTION = 'Audit log entries, newest first';

const meta = {
  title: 'Features/Staff/AuditScreen',
  component: AuditScreen,
  parameters: { route: { path: '/staff/audit' }, msw: { handlers: { audit: [api.session(), api.staffMembers(), api.list()] } } },
  // The console's signed-in pages provide the session (`parameters.signedInAs`, an admin by default).
  decorators: [
    (Story, context) => (
      <SignedInStaffContext.Provider value={(context.parameters.signedInAs as StaffSession | undefined) ?? ADMIN}>
        <Story />
      </SignedInStaffContext.Provider>
    ),
  ],
  beforeEach: () => {
    sentRequests.length = 0;
  },
} satisfies Meta<typeof AuditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);
const actionsShown = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.querySelector('code')?.textContent);
const auditReads = () => sentRequests.filter((request) => request.path.startsWith(AUDIT)).map((request) => request.path);

/** Newest first in a real table: when (IST, to the second), who, what, on what, details and the client's hash. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: CAPTION });
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['When', 'Done by', 'Action', 'On', 'Details', 'Client']);
    await expect(within(table).getByRole('columnheader', { name: 'When' })).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('14 Mar 2026, 14:42:45 IST');
    await expect(within(table).getByText('Revealed a phone or e-mail')).toBeVisible();
    await expect(within(table).getByText('field: phone')).toBeVisible();
    await expect(within(table).getByText('The server')).toBeVisible();
    await expect(within(table).getByText('Erased a lead (retention)')).toBeVisible();
    await expect(within(table).getAllByText('c81e728d')[0]).toHaveAttribute('title', expect.stringContaining('c81e728d9d4c2f63'));
    await expect(auditReads()).toEqual([AUDIT]);
  },
};

/** Action and who acted are applied when the form is sent (each read is itself logged), from the newest entry. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await canvas.findByRole('table', { name: CAPTION });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Action' }), 'Viewed a lead');
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Done by' }), 'ravi.agent@healvia.example');
    await expect(auditReads()).toEqual([AUDIT]);
    await userEvent.click(canvas.getByRole('button', { name: 'Show entries' }));
    await waitFor(() => expect(actionsShown(canvasElement)).toEqual(['lead.view']));
    await expect(lastSent(`${AUDIT}?action=lead.view&actor=${AGENT_ID}`)).toBeDefined();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Done by' }), 'The server (commands and scheduled jobs)');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Action' }), 'Any action');
    await userEvent.click(canvas.getByRole('button', { name: 'Show entries' }));
    await waitFor(() => expect(actionsShown(canvasElement)).toEqual(['lead.erase']));
  },
};

/** A day in "Since" means from midnight India time on that day. */
export const SinceADay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await canvas.findByRole('table', { name: CAPTION });
    const since = canvas.getByLabelText(/^Since/);
    await expect(since).toHaveAccessibleDescription('From midnight India time on that day');
    await pickDate(since, '2026-03-14');
    await userEvent.click(canvas.getByRole('button', { name: 'Show entries' }));
    await waitFor(() => expect(actionsShown(canvasElement)).toEqual(['audit.read', 'lead.reveal', 'lead.view', 'lead.export']));
    await expect(lastSent(`${AUDIT}?since=2026-03-14`)).toBeDefined();
  },
};

/** Older and Newer move one keyset page at a time: the server never counts the entries. */
export const Paged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await canvas.findByRole('table', { name: CAPTION });
    const pager = canvas.getByRole('navigation', { name: 'Pages of the audit log' });
    await expect(within(pager).getByRole('button', { name: 'Newer' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(pager).getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(actionsShown(canvasElement)).toEqual(['staff.added']));
    await expect(within(pager).getByText('Page 2')).toBeVisible();
    await expect(lastSent(`${AUDIT}?before=${OLDER_CURSOR}`)).toBeDefined();
    await userEvent.click(within(pager).getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(actionsShown(canvasElement)).toHaveLength(5));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { audit: [api.session(), api.staffMembers(), api.list({ first: [] })] } } },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText('No entries match these filters.')).toBeVisible();
    await expect(canvasOf(canvasElement).queryByRole('navigation', { name: 'Pages of the audit log' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { audit: [api.session(), api.staffMembers(), api.listPending()] } } },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByTestId('data-table-skeleton')).toBeVisible();
    await expect(canvasOf(canvasElement).getByText('Loading the audit log')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { audit: [api.session(), api.staffMembers(), api.listFailure(500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByText('The audit log could not be loaded. Check your connection and try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** A filter the server cannot read (typed into the address) is named in the server's words. */
export const FilterRefused: Story = {
  parameters: {
    route: { path: '/staff/audit', initialEntry: '/staff/audit?actor=me' },
    msw: {
      handlers: {
        audit: [
          api.session(),
          api.staffMembers(),
          api.listFailure(400, { message: 'Choose a staff member from the list', fields: { actor: 'Choose a staff member from the list' } }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText('Choose a staff member from the list')).toBeVisible();
    await expect(lastSent(`${AUDIT}?actor=me`)).toBeDefined();
  },
};

/** A supervisor who types the address is told the page is for admins, and the log is not asked for. */
export const NotAnAdmin: Story = {
  parameters: { signedInAs: { ...ADMIN, email: 'meera.supervisor@healvia.example', role: 'supervisor' } satisfies StaffSession },
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).getByText('Only admins can read the audit log. Ask an admin if you need an entry from it.')).toBeVisible();
    await expect(canvasOf(canvasElement).queryByRole('table')).toBeNull();
    await expect(auditReads()).toEqual([]);
  },
};
