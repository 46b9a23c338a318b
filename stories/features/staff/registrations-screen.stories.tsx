import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { lastSent, sentRequests } from '@mocks/handlers/api-call';
import { registrationHandlers as api } from '@mocks/staff/registrations';
import { adminSession, staffSessionApi as session } from '@mocks/staff/staff-session';
import { RegistrationsScreen } from '@/features/staff/screens/registrations-screen';
import { forgetSentRequests } from './staff-play';

const LIST = '/api/staff/registrations';

const meta = {
  title: 'Features/Staff/RegistrationsScreen',
  component: RegistrationsScreen,
  parameters: { route: { path: '/staff/registrations' }, msw: { handlers: { registrations: [session.session(adminSession), api.list()] } } },
  beforeEach: forgetSentRequests,
} satisfies Meta<typeof RegistrationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);
const rowNames = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('rowheader').map((cell) => cell.textContent);
const sentPaths = () => sentRequests.filter((request) => request.path.startsWith(LIST)).map((request) => request.path);

/** Newest first in a real table; mobiles and e-mails masked; each name a link to the registration's page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Registrations for review' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Registrations, newest first' });
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Kind', 'Received', 'Mobile', 'E-mail', 'Status']);
    await expect(within(table).getByRole('columnheader', { name: 'Received' })).toHaveAttribute('aria-sort', 'descending');
    await expect(rowNames(canvasElement)).toEqual(['Meera Iyer', 'Dr. Kabir Rao', 'Lakeside Care Hospital']);
    await expect(within(table).getByRole('link', { name: 'Meera Iyer' })).toHaveAttribute('href', '/staff/registrations/patient/p-3');
    for (const text of ['Pending', 'Verified', 'Rejected', '••••••5678', 'm•••@example.com', 'Hospital']) await expect(within(table).getByText(text)).toBeVisible();
    await expect(table).not.toHaveTextContent('9812345678');
    await expect(sentPaths()).toEqual([LIST]);
  },
};

/** Choosing a kind and a status asks the server for them and shows its first page. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await canvas.findByRole('table', { name: 'Registrations, newest first' });
    await expect(canvas.getByRole('search', { name: 'Filter registrations' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Kind'), 'Doctor');
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['Dr. Kabir Rao']));
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Pending');
    await expect(await canvas.findByText('No registrations match these filters.')).toBeVisible();
    await expect(lastSent(`${LIST}?kind=doctor&status=pending`)).toBeDefined();
  },
};

/** Older and Newer move one keyset page at a time, without page numbers from a count. */
export const Paged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await canvas.findByRole('table', { name: 'Registrations, newest first' });
    const pager = canvas.getByRole('navigation', { name: 'Pages of registrations' });
    await expect(within(pager).getByRole('button', { name: 'Newer' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(pager).getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['Anita Rao']));
    await expect(within(pager).getByText('Page 2')).toBeVisible();
    await expect(within(pager).getByRole('button', { name: 'Older' })).toHaveAttribute('aria-disabled', 'true');
    await expect(lastSent(`${LIST}?before=older`)).toBeDefined();
    await userEvent.click(within(pager).getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['Meera Iyer', 'Dr. Kabir Rao', 'Lakeside Care Hospital']));
  },
};

/** A name is a real link: following it opens the registration's page. */
export const OpensARegistration: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await canvasOf(canvasElement).findByRole('link', { name: 'Dr. Kabir Rao' }));
    await expect(await canvasOf(canvasElement).findByTestId('current-location')).toHaveTextContent('Navigated to /staff/registrations/doctor/d-2');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { registrations: [session.session(adminSession), api.list({ first: [] })] } } },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText('No registrations match these filters.')).toBeVisible();
    await expect(canvasOf(canvasElement).queryByRole('navigation', { name: 'Pages of registrations' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { registrations: [session.session(adminSession), api.listPending()] } } },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByTestId('data-table-skeleton')).toBeVisible();
    await expect(canvasOf(canvasElement).getByText('Loading registrations')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { registrations: [session.session(adminSession), api.listFailure(500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByText('The registrations could not be loaded. Check your connection and try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** A filter the server cannot read (typed into the address) is named in its own words. */
export const FilterRefused: Story = {
  parameters: {
    route: { path: '/staff/registrations', initialEntry: '/staff/registrations?kind=nurse' },
    msw: { handlers: { registrations: [session.session(adminSession), api.listFailure(400, { message: 'Choose patient, doctor or hospital', fields: { kind: 'Choose patient, doctor or hospital' } })] } },
  },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText('Choose patient, doctor or hospital')).toBeVisible();
  },
};

/** At 320 px the table scrolls sideways inside its own region, which the keyboard can focus. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = await canvasOf(canvasElement).findByRole('region', { name: 'Registrations, newest first' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(canvasOf(canvasElement).getByLabelText('Kind')).toBeVisible();
  },
};
