import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { doctorDetail } from '@mocks/staff/registration-fixtures';
import { RegistrationDocuments } from '@/features/staff/components/registration-documents';

const meta = {
  title: 'Features/Staff/RegistrationDocuments',
  component: RegistrationDocuments,
  args: { documents: doctorDetail.documents },
} satisfies Meta<typeof RegistrationDocuments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links to the authenticated route only, never a public address. */
export const WithDocuments: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/api/staff/documents/doc-1', '/api/staff/documents/doc-2', '/api/staff/documents/doc-3']);
    for (const link of links) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(canvasElement).getByText('(JPEG, 306 KB)')).toBeVisible();
  },
};

export const NoDocuments: Story = {
  args: { documents: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Patients upload no documents.')).toBeVisible(),
};
