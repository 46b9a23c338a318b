import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { formatInr } from '@/lib/format';
import { bookedScansPath } from '@/features/catalogue/api/get-booked-scans';
import { BookedScans } from '@/features/catalogue/components/booked-scans/booked-scans';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import { findOpenDialog } from '../leads/lead-play';

const scans = catalogueFixture(bookedScansPath);

const meta = {
  title: 'Features/Catalogue/Booked Scans',
  component: BookedScans,
  args: { renderAction: () => <RequestCallbackButton variant="outlined" fullWidth /> },
} satisfies Meta<typeof BookedScans>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every frequently booked scan with its heading, its price and a Request Callback that opens the dialog. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'Frequently booked scans' }));
    const cards = list.getAllByRole('article');
    await expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(scans.map((scan) => scan.heading));
    await expect(cards[0]).toHaveTextContent(formatInr(scans[0]!.price));
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Request Callback' }));
    await expect(await findOpenDialog(canvasElement, 'Need Assistance?')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(bookedScansPath)] },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByText('Loading scans'))).toBeInTheDocument();
  },
};

/** Named Error in Storybook; the export avoids shadowing the global Error. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: [catalogueFailure(bookedScansPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load scans. Please try again.');
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(bookedScansPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('No scans available.');
  },
};
