import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { doctorDetail, hospitalDetail, patientDetail } from '@mocks/staff/registration-fixtures';
import { RegistrationReviewState } from '@/features/staff/components/registration-review-state';

const meta = {
  title: 'Features/Staff/RegistrationReviewState',
  component: RegistrationReviewState,
  args: { registration: patientDetail },
} satisfies Meta<typeof RegistrationReviewState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not reviewed yet')).toBeVisible();
    await expect(within(canvasElement).queryByText('Reason')).toBeNull();
  },
};

export const Verified: Story = {
  args: { registration: doctorDetail },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/^Last reviewed by asha@healvia\.example/)).toBeVisible(),
};

export const Rejected: Story = {
  args: { registration: hospitalDetail },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rejected')).toBeVisible();
    await expect(within(canvasElement).getByText('The registration certificate has expired.')).toBeVisible();
  },
};
