import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sentRequests } from '@mocks/handlers/api-call';
import { liveFeed } from '@mocks/staff/lead-events';
import { LEAD_EVENTS_PATH } from '@/features/staff/api/lead-events';
import { arrivingCallback } from '@mocks/staff/lead-fixtures';
import { InboxScreen } from '@/features/staff/screens/inbox-screen';
import { withSignedInStaff, withStoryClock } from './lead-story-support';
import { firstRow, inboxParameters, resetInbox, rowLinks } from './inbox-play';

const meta = {
  title: 'Features/Staff/Inbox/Live',
  component: InboxScreen,
  decorators: [withSignedInStaff, withStoryClock],
  parameters: inboxParameters,
  beforeEach: (context) => {
    resetInbox(context);
    const title = document.title;
    document.title = 'Inbox | Healvia Staff';
    return () => {
      document.title = title;
    };
  },
} satisfies Meta<typeof InboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two callbacks posted on the site arrive while the inbox is open: they go to the top, marked "Just in", the tab's
 * title counts them and a polite live region says "2 new callbacks"; looking at the page (a click) clears the count.
 */
export const NewLeads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Live: new leads appear here as they arrive.')).toBeVisible();
    await expect(await rowLinks(canvasElement)).toHaveLength(5);
    await waitFor(() => expect(liveFeed.connected()).toBe(true));
    liveFeed.sendLead(arrivingCallback(106, '1111'), 106);
    liveFeed.sendLead(arrivingCallback(107, '2222'), 107);
    await waitFor(async () => expect(await rowLinks(canvasElement)).toHaveLength(7));
    const newest = await firstRow(canvasElement);
    await expect(within(newest).getByText('••••••2222')).toBeVisible();
    await expect(within(newest).getByText('Just in')).toBeVisible();
    await expect(within(newest).getByText('just now')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('(2) Inbox | Healvia Staff'));
    await waitFor(() => expect(canvas.getByTestId('new-leads-announcement')).toHaveTextContent('2 new callbacks'));
    await expect(canvas.getByTestId('new-leads-announcement')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('heading', { level: 1, name: 'Inbox' }));
    await waitFor(() => expect(document.title).toBe('Inbox | Healvia Staff'));
    await expect(canvas.queryByText('Just in')).toBeNull();
  },
};

/** A lead that does not match the filters (here: appointments only) is not put in the list, nor announced. */
export const NewLeadOutsideFilters: Story = {
  parameters: { route: { path: '/staff', initialEntry: '/staff?kind=appointment' } },
  play: async ({ canvasElement }) => {
    await expect(await rowLinks(canvasElement)).toEqual(['Appointment, Priya Sharma', 'Appointment, Rahul Verma']);
    await waitFor(() => expect(liveFeed.connected()).toBe(true));
    liveFeed.sendLead(arrivingCallback(106, '1111'), 106);
    await expect(await rowLinks(canvasElement)).toHaveLength(2);
    await expect(document.title).toBe('Inbox | Healvia Staff');
  },
};

/** Someone changes a lead: its row follows without a reload. */
export const LeadChanged: Story = {
  play: async ({ canvasElement }) => {
    const row = await firstRow(canvasElement);
    await waitFor(() => expect(liveFeed.connected()).toBe(true));
    await expect(within(row).getByText('••••••3210')).toBeVisible();
    liveFeed.sendChanged({ ...arrivingCallback(0, '3210'), id: 'cb-7f3a9c21', receivedAt: '2026-03-14T08:23:00.000Z', dueAt: '2026-03-14T08:53:00.000Z', status: 'contacted', version: 2 });
    await expect(await within(row).findByText('Contacted')).toBeVisible();
  },
};

/** The connection drops: the inbox says live updates are paused while EventSource reconnects (and catches up with Last-Event-ID). */
export const Reconnecting: Story = {
  parameters: { msw: { handlers: { live: [liveFeed.dropping()] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Live updates paused: reconnecting. Leads that arrive meanwhile will appear when the connection is back.'),
    ).toBeVisible();
    await expect(await rowLinks(canvasElement)).toHaveLength(5);
  },
};

/** The server refuses the feed: EventSource stops, and the inbox offers to reconnect. */
export const Stopped: Story = {
  parameters: { msw: { handlers: { live: [liveFeed.refused()] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Live updates stopped. New leads will not appear until you reconnect.')).toBeVisible();
    const attempts = () => sentRequests.filter((request) => request.path === LEAD_EVENTS_PATH).length;
    const before = attempts();
    await userEvent.click(canvas.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(attempts()).toBe(before + 1));
    await expect(await canvas.findByRole('button', { name: 'Reconnect' })).toBeVisible();
  },
};

/** The feed drops after one lead; EventSource reconnects by itself and the server replays from before it: each lead shows once. */
export const ReconnectsAfterADrop: Story = {
  parameters: { msw: { handlers: { live: [liveFeed.droppingOnce({ lead: arrivingCallback(106, '1111'), seq: 106 }, { lead: arrivingCallback(107, '2222'), seq: 107 })] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(sentRequests.filter((request) => request.path === LEAD_EVENTS_PATH).length).toBeGreaterThanOrEqual(2));
    await waitFor(async () => expect(await rowLinks(canvasElement)).toHaveLength(7));
    await expect(within(canvasElement).getAllByText('••••••1111')).toHaveLength(1);
    await expect(await within(canvasElement).findByText('Live: new leads appear here as they arrive.')).toBeVisible();
  },
};
