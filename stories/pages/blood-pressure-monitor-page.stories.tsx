import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { siteConfig } from '@/lib/site-config';
import { BloodPressureMonitorPage } from '@/app/pages/blood-pressure-monitor/blood-pressure-monitor-page';

const meta = {
  title: 'Pages/Blood Pressure Monitor',
  component: BloodPressureMonitorPage,
  parameters: { layout: 'fullscreen', route: { path: '/tools-trackers/blood-pressure-monitor' } },
} satisfies Meta<typeof BloodPressureMonitorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The download prompt with both store badges (no link target) and the four trust badges, word for word. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blood Pressure Monitor' })).toBeVisible();

    const download = within(canvas.getByRole('region', { name: `Download the ${siteConfig.brandName} app` }));
    await expect(download.getByRole('img', { name: 'Download on the App Store' })).toBeVisible();
    await expect(download.getByRole('img', { name: 'Get it on Google Play' })).toBeVisible();
    await expect(download.queryByRole('link')).toBeNull();

    const badges = await within(canvas.getByRole('region', { name: 'Why people use it' })).findAllByRole('listitem');
    await expect(badges.map((badge) => badge.textContent)).toEqual([
      '20K Satisfied Users',
      '100% Confidential',
      'No Other Device Needed',
      'Accurate Readings',
    ]);
    await expect(canvas.getByRole('region', { name: 'How to get started' })).toBeVisible();
  },
};

/** The breadcrumb leads back to the tools list. */
export const BackToTools: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trail = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(trail.getByText('Blood Pressure Monitor')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(trail.getByRole('link', { name: 'Tools & Trackers' }));
    await expect(await canvas.findByTestId('current-location')).toHaveTextContent('Navigated to /tools-trackers');
  },
};

/** In Hindi: the download prompt, the four trust badges and the breadcrumb back to the tools. */
export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ब्लड प्रेशर मॉनिटर' })).toBeVisible();
    const download = within(canvas.getByRole('region', { name: `${siteConfig.brandName} ऐप डाउनलोड करें` }));
    await expect(download.getByRole('img', { name: 'App Store से डाउनलोड करें' })).toBeVisible();
    await expect(download.getByRole('img', { name: 'Google Play पर पाएँ' })).toBeVisible();
    const badges = await within(canvas.getByRole('region', { name: 'लोग इसे क्यों इस्तेमाल करते हैं' })).findAllByRole('listitem');
    await expect(badges.map((badge) => badge.textContent)).toEqual(['20K संतुष्ट यूज़र', '100% गोपनीय', 'किसी और डिवाइस की ज़रूरत नहीं', 'सटीक रीडिंग']);
    const trail = within(canvas.getByRole('navigation', { name: 'आप यहाँ हैं' }));
    await expect(trail.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    await expect(trail.getByRole('link', { name: 'टूल और ट्रैकर' })).toHaveAttribute('href', '/tools-trackers');
  },
};
