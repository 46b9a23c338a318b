import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InboxScreen } from '@/features/staff/screens/inbox-screen';
import { withAddress, withSignedInStaff, withStoryClock } from './lead-story-support';
import { findInboxTable, inboxParameters, resetInbox, rowLinks, sentListPath } from './inbox-play';

const meta = {
  title: 'Features/Staff/Inbox/Keyboard and filters',
  component: InboxScreen,
  decorators: [withAddress, withSignedInStaff, withStoryClock],
  parameters: inboxParameters,
  beforeEach: (context) => {
    resetInbox(context);
    localStorage.removeItem('hv-one-key-shortcuts');
  },
} satisfies Meta<typeof InboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;


/** "/" goes to the search box (announced with aria-keyshortcuts); j and k move between leads; Enter opens one. */
export const Shortcuts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await findInboxTable(canvasElement);
    await userEvent.click(canvas.getByText('Keyboard shortcuts'));
    await expect(canvas.getByText('Next lead in the list')).toBeVisible();
    await userEvent.keyboard('/');
    const search = canvas.getByRole('searchbox', { name: 'Search by phone or e-mail' });
    await expect(search).toHaveFocus();
    await expect(search).toHaveAttribute('aria-keyshortcuts', '/');
    await userEvent.keyboard('j');
    await expect(search).toHaveValue('j');
    await userEvent.clear(search);
    await userEvent.click(canvas.getByRole('heading', { level: 1, name: 'Inbox' }));
    const links = within(table).getAllByRole('link');
    await userEvent.keyboard('j');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('jj');
    await expect(links[2]).toHaveFocus();
    await userEvent.keyboard('k');
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Navigated to /staff/leads/ap-2d81e0b4')).toBeInTheDocument();
  },
};

/** Kind and "Overdue only" applied: the list's request and the address carry them; Clear filters goes back to all. */
export const Filters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findInboxTable(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Kind' }), 'Callback');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Overdue only' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent('/staff?kind=callback&overdue=true'));
    await waitFor(() => expect(sentListPath()).toBe('/api/staff/leads?kind=callback&overdue=true'));
    await waitFor(async () => expect(await rowLinks(canvasElement)).toEqual(['Callback, No name given']));
    await userEvent.click(canvas.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent(/^\/staff$/));
    await expect(canvas.getByRole('combobox', { name: 'Kind' })).toHaveDisplayValue('Any kind');
    await waitFor(async () => expect(await rowLinks(canvasElement)).toHaveLength(5));
  },
};

/** A phone in any format finds the leads with that number; the number goes to the server, never into the page's address. */
export const SearchByPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findInboxTable(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by phone or e-mail' }), '+91 98123 44455');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await waitFor(async () => expect(await rowLinks(canvasElement)).toEqual(['Appointment, Priya Sharma', 'Callback, No name given']));
    await expect(sentListPath()).toBe('/api/staff/leads?q=%2B91+98123+44455');
    await expect(canvas.getByTestId('address')).toHaveTextContent(/^\/staff$/);
  },
};

/** A search that is neither a phone nor an e-mail is refused beside the box, in the server's words, before any request. */
export const RefusedSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findInboxTable(canvasElement);
    const sent = sentListPath();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by phone or e-mail' }), 'priya');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    const message = 'Search by a whole phone number (10 digits, with or without +91 or 0) or an e-mail address';
    const summary = await canvas.findByRole('alert');
    await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search by phone or e-mail' })).toHaveAccessibleDescription(expect.stringContaining(`Error: ${message}`));
    await expect(canvas.getByRole('searchbox', { name: 'Search by phone or e-mail' })).toHaveValue('priya');
    await expect(sentListPath()).toBe(sent);
  },
};
