import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { healthScansPath } from '@/features/catalogue/api/get-health-scans';
import { HealthScans } from '@/features/catalogue/components/health-scans/health-scans';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import { playCategoryTabs } from './test-categories-play';

const { categories } = catalogueFixture(healthScansPath);

const meta = {
  title: 'Features/Catalogue/Health Scans',
  component: HealthScans,
  args: { renderAction: () => <RequestCallbackButton variant="outlined" fullWidth /> },
} satisfies Meta<typeof HealthScans>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tab per body area, the first selected; clicks, arrow keys and End switch the scans shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => playCategoryTabs(canvasElement, 'Health scan categories', categories),
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(healthScansPath)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading scans')).toBeInTheDocument();
  },
};

/** Named Error in Storybook; the export avoids shadowing the global Error. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: [catalogueFailure(healthScansPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load scans. Please try again.');
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(healthScansPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('No scans available.');
  },
};
