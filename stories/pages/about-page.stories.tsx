import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteConfig } from '@/lib/site-config';
import { AboutPage } from '@/app/pages/about/about-page';
import { renderedFigures } from '../support/rendered-figures';

const meta = {
  title: 'Pages/About',
  component: AboutPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: `About ${siteConfig.brandName}` })).toBeVisible();
    for (const heading of [`${siteConfig.brandName} in numbers`, 'What you can do in the app', 'Technology that protects you', 'Employers and insurers', 'Our team']) {
      await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
  },
};

export const ReadMoreExpandsTheIntro: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Read More' });
    const intro = canvas.getByText(new RegExp(`^${siteConfig.brandName} began in 2019.*…$`, 's'));
    await expect(intro).toBeVisible();
    await expect(intro.textContent).toHaveLength(300 + '…'.length);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Read Less');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/language you think in\.$/)).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Read More');
    await expect(intro.textContent).toMatch(/…$/);
  },
};

export const CountersReachTheirTargets: Story = {
  play: async ({ canvasElement }) => {
    const numbers = within(await waitFor(() => renderedFigures(canvasElement)));
    const targets: Array<[label: string, value: string]> = [
      ['Doctors', '4,000+'],
      ['Patients', '10.0L+'],
      ['NABL labs', '500+'],
      ['Hospitals', '500+'],
    ];
    for (const [label, value] of targets) {
      await expect(numbers.getByText(label)).toBeVisible();
      await waitFor(() => expect(numbers.getAllByText(value).length).toBeGreaterThan(0));
    }
  },
};

/** The page in Hindi: heading, section titles and team roles; the team's names stay as they are written. */
export const InHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: `${siteConfig.brandName} के बारे में` })).toBeVisible();
    for (const heading of [`आँकड़ों में ${siteConfig.brandName}`, 'ऐप में आप क्या कर सकते हैं', 'आपकी सुरक्षा करने वाली टेक्नोलॉजी', 'कंपनियाँ और बीमा कंपनियाँ', 'हमारी टीम']) {
      await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(canvas.getByRole('heading', { level: 3, name: 'घर पर टेस्ट' })).toBeVisible();
    await expect(canvas.getByText('को-फ़ाउंडर और चीफ़ मेडिकल ऑफ़िसर')).toBeVisible();
  },
};
