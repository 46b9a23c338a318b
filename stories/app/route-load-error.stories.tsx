import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { RouteLoadError } from '@/app/layout/route-load-error';

const meta = {
  title: 'App/Route load error',
  component: RouteLoadError,
} satisfies Meta<typeof RouteLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What replaces a page whose code failed to load (a dropped connection mid-navigation). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to load this page.');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const InHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('यह पेज लोड नहीं हो सका।');
    await expect(canvas.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  },
};
