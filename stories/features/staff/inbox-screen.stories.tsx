import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { leadsApi } from '@mocks/staff/leads';
import { liveFeed } from '@mocks/staff/lead-events';
import { olderLeads, storyLeads, supervisorSession } from '@mocks/staff/lead-fixtures';
import { InboxScreen } from '@/features/staff/screens/inbox-screen';
import { withSignedInStaff, withStoryClock } from './lead-story-support';
import { findInboxTable, inboxApi, inboxParameters, resetInbox, rowLinks, rowOf } from './inbox-play';

const meta = {
  title: 'Features/Staff/Inbox',
  component: InboxScreen,
  decorators: [withSignedInStaff, withStoryClock],
  parameters: inboxParameters,
  beforeEach: resetInbox,
} satisfies Meta<typeof InboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const callback = 'Callback, No name given';

/** An agent's inbox: unassigned leads and their own, newest first; each row's kind, age, masked contact, status, assignee, time left. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(await rowLinks(canvasElement)).toEqual([callback, 'Appointment, Priya Sharma', callback, 'Appointment, Rahul Verma', callback]);
    const table = await findInboxTable(canvasElement);
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Lead', 'Received', 'Contact', 'Status', 'Assignee', 'Time left']);
    await expect(within(table).getByRole('columnheader', { name: 'Received' })).toHaveAttribute('aria-sort', 'descending');
    const newest = within(table).getAllByRole('row')[1]!;
    await expect(within(newest).getByText('12 min ago')).toBeVisible();
    await expect(within(newest).getByText('12 minutes ago, 14 Mar 2026, 13:53 IST')).toBeInTheDocument();
    await expect(within(newest).getByText('••••••3210')).toBeVisible();
    await expect(within(newest).getByText('Phone ending 3210')).toBeInTheDocument();
    await expect(within(newest).getByText('New')).toBeVisible();
    await expect(within(newest).getByText('Unassigned')).toBeVisible();
    await expect(within(newest).getByText('18 min left')).toBeVisible();
    const priya = await rowOf(canvasElement, 'Appointment, Priya Sharma');
    await expect(within(priya).getByText('You')).toBeVisible();
    await expect(within(priya).getByText('No answer')).toBeVisible();
    await expect(within(priya).getByText('1 h 5 min left')).toBeVisible();
    await expect(within(await rowOf(canvasElement, 'Appointment, Rahul Verma')).getByText('Closed')).toBeVisible();
    await expect(within(table).getAllByRole('link')[0]).toHaveAttribute('href', '/staff/leads/cb-7f3a9c21');
    await expect(canvas.getByRole('combobox', { name: 'Assignee' })).toHaveDisplayValue('Unassigned or mine');
    await expect(canvas.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Pages of leads' })).toHaveTextContent('Page 1');
  },
};

/** An overdue lead says so in words ("Overdue by 25 min"), not only in red. */
export const Overdue: Story = {
  parameters: { route: { path: '/staff', initialEntry: '/staff?overdue=true' } },
  play: async ({ canvasElement }) => {
    await expect(await rowLinks(canvasElement)).toEqual([callback]);
    const table = await findInboxTable(canvasElement);
    await expect(within(table).getByText('Overdue by 25 min')).toBeVisible();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
  },
};

/** A supervisor sees every lead, can filter by each staff member and export what the filters find. */
export const Supervisor: Story = {
  parameters: { session: supervisorSession },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rowLinks(canvasElement)).toHaveLength(storyLeads.length);
    await expect(within(await rowOf(canvasElement, 'Contact message, Meera Nair')).getByText('ravi@healvia.in')).toBeVisible();
    const assignee = canvas.getByRole('combobox', { name: 'Assignee' });
    await expect(assignee).toHaveDisplayValue('Anyone');
    await expect(await within(assignee).findByRole('option', { name: 'ravi@healvia.in' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/staff/leads/export?format=csv');
  },
};

/** Loading: skeleton rows under the table's own headers, sized like a page of leads; "Loading leads" for screen readers. */
export const Loading: Story = {
  parameters: { msw: { handlers: { leads: [...inboxApi.handlers.slice(0, 1), inboxApi.listPending()] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading leads')).toBeInTheDocument();
    const skeleton = canvas.getByTestId('data-table-skeleton');
    await expect(skeleton.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(skeleton.querySelectorAll('tbody tr')).toHaveLength(10);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

const emptyApi = leadsApi([]);

/** No leads at all yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { leads: emptyApi.handlers } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No leads yet. New ones appear here as they arrive.')).toBeVisible();
  },
};

/** Filters that find nothing say so. */
export const EmptyFiltered: Story = {
  parameters: { route: { path: '/staff', initialEntry: '/staff?kind=contact&assignee=me' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No leads match these filters.')).toBeVisible();
  },
};

/** The list fails: the message and a way to try again. */
export const Error: Story = {
  parameters: { msw: { handlers: { leads: [inboxApi.listFailure(500)] } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The leads could not be loaded. Check your connection and try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const pagedApi = leadsApi([...storyLeads, ...olderLeads(60)]);

/** 66 leads: 50 a page; "Older" and "Newer" move by keyset, the page's number between them. */
export const Paging: Story = {
  parameters: { msw: { handlers: { leads: pagedApi.handlers, live: [liveFeed.open()] } }, session: supervisorSession },
  beforeEach: () => pagedApi.reset(supervisorSession),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rowLinks(canvasElement)).toHaveLength(50);
    const pager = canvas.getByRole('navigation', { name: 'Pages of leads' });
    await expect(within(pager).getByRole('button', { name: 'Newer' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(pager).getByRole('button', { name: 'Older' }));
    await expect(await within(pager).findByText('Page 2')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Contact message, Older contact 1' })).toBeVisible();
    await expect(await rowLinks(canvasElement)).toHaveLength(16);
    await expect(within(pager).getByRole('button', { name: 'Older' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(pager).getByRole('button', { name: 'Newer' }));
    await expect(await within(pager).findByText('Page 1')).toBeVisible();
    await expect(await rowLinks(canvasElement)).toHaveLength(50);
  },
};

/** At 320 px the filters stack in one column and the table scrolls sideways in its own region; the page does not. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await findInboxTable(canvasElement);
    const region = within(canvasElement).getByRole('region', { name: 'Leads, newest first' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
