import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { registrationSummaries } from '@mocks/staff/registration-fixtures';
import { RegistrationsTable } from '@/features/staff/components/registrations-table';

const meta = {
  title: 'Features/Staff/RegistrationsTable',
  component: RegistrationsTable,
  args: { rows: registrationSummaries, hrefOf: (row) => `/staff/registrations/${row.kind}/${row.id}` },
} satisfies Meta<typeof RegistrationsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One row of each kind and status; the caption is for screen readers (the page's heading says the same). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Registrations, newest first' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('link', { name: 'Lakeside Care Hospital' })).toHaveAttribute('href', '/staff/registrations/hospital/h-1');
    await expect(within(table).getAllByRole('time')).toHaveLength(3);
  },
};

export const OneRow: Story = {
  args: { rows: registrationSummaries.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Meera Iyer']);
  },
};
