import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { UploadProgress } from '@/design-system/form/upload-progress';

const MB = 1024 * 1024;

const meta = {
  title: 'Design System/Form/UploadProgress',
  component: UploadProgress,
  tags: ['stable'],
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Starting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading your documents' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading your documents…');
  },
};

export const Halfway: Story = {
  args: { progress: { sentBytes: 6 * MB, totalBytes: 12 * MB } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Uploading your documents: 50%/, { selector: 'p' })).toHaveTextContent('Uploading your documents: 50% (6 MB of 12 MB)');
    await expect(canvas.getByRole('progressbar', { name: /^Uploading your documents/ })).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading your documents: 50% sent');
  },
};

export const AnnouncedByQuarters: Story = {
  args: { progress: { sentBytes: 7 * MB, totalBytes: 10 * MB } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: /^Uploading your documents/ })).toHaveAttribute('aria-valuenow', '70');
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading your documents: 50% sent');
  },
};

export const Sent: Story = {
  args: { progress: { sentBytes: 12 * MB, totalBytes: 12 * MB }, label: 'Uploading the hospital’s documents' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Uploading the hospital’s documents: 100%$/, { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading the hospital’s documents: 100% sent');
  },
};

/** Hindi pages: the default label, the bytes sent and the announcement in Hindi; sizes keep their units. */
export const InHindi: Story = {
  ...Halfway,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^आपके दस्तावेज़ अपलोड हो रहे हैं: 50%/, { selector: 'p' })).toHaveTextContent(
      'आपके दस्तावेज़ अपलोड हो रहे हैं: 50% (12 MB में से 6 MB)',
    );
    await expect(canvas.getByRole('progressbar', { name: /^आपके दस्तावेज़ अपलोड हो रहे हैं/ })).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByRole('status')).toHaveTextContent('आपके दस्तावेज़ अपलोड हो रहे हैं: 50% भेजा गया');
  },
};
