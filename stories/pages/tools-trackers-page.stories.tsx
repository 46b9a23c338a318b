import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { ToolsTrackersPage } from '@/app/pages/tools-trackers/tools-trackers-page';

const meta = {
  title: 'Pages/Tools & Trackers',
  component: ToolsTrackersPage,
  parameters: { layout: 'fullscreen', route: { path: '/tools-trackers' } },
} satisfies Meta<typeof ToolsTrackersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two tool cards, each with its title, a line on what it does and a link to open it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tools & Trackers' })).toBeVisible();
    const cards = Array.from(canvas.getByRole('list', { name: 'Tools' }).children as HTMLCollectionOf<HTMLElement>);
    await expect(cards).toHaveLength(2);
    const [monitor, selfCheck] = [within(cards[0]!), within(cards[1]!)];
    await expect(monitor.getByRole('heading', { level: 2, name: 'Blood Pressure Monitor' })).toBeVisible();
    await expect(monitor.getByText('Check and log your blood pressure with the app on your phone, no other device needed.')).toBeVisible();
    await expect(monitor.getByRole('link', { name: 'Open the blood pressure monitor' })).toHaveAttribute('href', '/tools-trackers/blood-pressure-monitor');

    await expect(selfCheck.getByRole('heading', { level: 2, name: 'Symptom Self-Check' })).toBeVisible();
    await expect(selfCheck.getByText('Takes under 3 mins')).toBeVisible();
    await expect(selfCheck.getByText('Login needed')).toBeVisible();
    await expect(selfCheck.getByRole('link', { name: 'Start the symptom self-check' })).toHaveAttribute('href', '/self-check-scan');
  },
};

/** The monitor's link navigates to its page. */
export const OpensTheMonitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Open the blood pressure monitor' }));
    await expect(await canvas.findByTestId('current-location')).toHaveTextContent('Navigated to /tools-trackers/blood-pressure-monitor');
  },
};

/** The self-check link goes to the assessment, which asks for a login first. */
export const OpensTheSelfCheck: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Start the symptom self-check' }));
    await expect(await canvas.findByTestId('current-location')).toHaveTextContent('Navigated to /self-check-scan');
  },
};

export const InHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'टूल और ट्रैकर' })).toBeVisible();
    const tools = within(canvas.getByRole('list', { name: 'टूल' }));
    await expect(tools.getByRole('heading', { level: 2, name: 'लक्षणों का सेल्फ़-चेक' })).toBeVisible();
    await expect(tools.getByText('लॉगिन ज़रूरी')).toBeVisible();
    await expect(tools.getByRole('link', { name: 'ब्लड प्रेशर मॉनिटर खोलें' })).toHaveAttribute('href', '/tools-trackers/blood-pressure-monitor');
  },
};
