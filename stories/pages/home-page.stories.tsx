import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse, delay } from 'msw';
import { expect, within } from 'storybook/test';
import { HomePage } from '@/app/pages/home-page';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Healthcare that comes to you' })).toBeVisible();
    for (const claim of ['Accredited labs', '5L+ trusted users', 'Smart reports in 12 hrs', 'Flat 60% off on health checks']) {
      await expect(canvas.getByText(claim)).toBeVisible();
    }
    const strip = within(await canvas.findByRole('region', { name: 'Our services' }));
    await expect(await strip.findAllByRole('link')).toHaveLength(9);
    await expect(strip.getByRole('link', { name: 'Online Consultation' })).toHaveAttribute('href', '/consultation');
  },
};

export const ServicesLoading: Story = {
  parameters: {
    msw: [
      http.get('/data/services.json', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Explore our services' }));
    await expect(section.getByText('Loading')).toBeInTheDocument();
    await expect(section.queryAllByRole('link')).toHaveLength(0);
  },
};

export const ServicesFailed: Story = {
  parameters: { msw: [http.get('/data/services.json', () => new HttpResponse(null, { status: 500 }))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load data.');
  },
};
