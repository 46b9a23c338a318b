import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { SiteFooter } from '@/app/layout/footer/site-footer';
import { siteConfig } from '@/lib/site-config';

const meta = {
  title: 'App/Site footer',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const network of ['Facebook', 'Instagram', 'Threads', 'WhatsApp', 'YouTube']) {
      await expect(canvas.getByRole('link', { name: `Healvia on ${network} (opens in a new tab)` })).toBeVisible();
    }
    const company = within(canvas.getByRole('navigation', { name: 'Company' }));
    const companyLinks = company.getAllByRole('link').map((link) => link.textContent);
    await expect(companyLinks).toEqual(['About', 'Blog', 'Careers', 'Press', 'Contact Us', 'Privacy Policy', 'Terms of Use']);
    const services = within(canvas.getByRole('navigation', { name: 'Services' }));
    await expect(services.getByRole('link', { name: 'Health Packages' })).toHaveAttribute('href', '/tests');
    await expect(canvas.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', siteConfig.phone.href);
    await expect(canvas.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
    await expect(canvas.getByRole('img', { name: 'Download on the App Store' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Get it on Google Play' })).toBeVisible();
    await expect(canvas.getByText('ISO 2025 CERTIFIED')).toBeVisible();
  },
};
