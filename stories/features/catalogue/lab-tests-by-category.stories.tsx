import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { labTestsByCategoryPath } from '@/features/catalogue/api/get-lab-tests-by-category';
import { LabTestsByCategory } from '@/features/catalogue/components/lab-tests-by-category/lab-tests-by-category';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import { findOpenDialog } from '../leads/lead-play';
import { playCategoryTabs } from './test-categories-play';

const { categories } = catalogueFixture(labTestsByCategoryPath);

const meta = {
  title: 'Features/Catalogue/Lab Tests By Category',
  component: LabTestsByCategory,
  args: { renderAction: () => <RequestCallbackButton variant="outlined" fullWidth /> },
} satisfies Meta<typeof LabTestsByCategory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tab per category, the first selected; clicks, arrow keys and End switch the tests shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => playCategoryTabs(canvasElement, 'Lab test categories', categories),
};

/** Each test's Request Callback opens the shared callback dialog. */
export const RequestACallback: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole('tabpanel', { name: categories[0]!.name }));
    await userEvent.click(panel.getAllByRole('button', { name: 'Request Callback' })[0]!);
    await expect(await findOpenDialog(canvasElement, 'Need Assistance?')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(labTestsByCategoryPath)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading lab tests')).toBeInTheDocument();
  },
};

/** Named Error in Storybook; the export avoids shadowing the global Error. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: [catalogueFailure(labTestsByCategoryPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to fetch data');
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(labTestsByCategoryPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('No lab tests available.');
  },
};
