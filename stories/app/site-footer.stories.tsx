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

export const InHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('डॉक्टर, लैब टेस्ट और स्कैन — भरोसेमंद इलाज, घर के पास')).toBeVisible();
    for (const network of ['Facebook', 'Instagram', 'Threads', 'WhatsApp', 'YouTube']) {
      await expect(canvas.getByRole('link', { name: `${network} पर Healvia (नए टैब में खुलता है)` })).toBeVisible();
    }
    const company = within(canvas.getByRole('navigation', { name: 'कंपनी' }));
    const companyLinks = company.getAllByRole('link').map((link) => link.textContent);
    await expect(companyLinks).toEqual(['हमारे बारे में', 'ब्लॉग', 'करियर', 'प्रेस', 'संपर्क करें', 'प्राइवेसी पॉलिसी', 'इस्तेमाल की शर्तें']);
    const services = within(canvas.getByRole('navigation', { name: 'सेवाएँ' }));
    await expect(services.getByRole('link', { name: 'हेल्थ पैकेज' })).toHaveAttribute('href', '/tests');
    await expect(canvas.getByRole('heading', { name: 'संपर्क' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'ऐप डाउनलोड करें' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'App Store से डाउनलोड करें' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Google Play पर पाएँ' })).toBeVisible();
    await expect(canvas.getByText('ISO 2025 प्रमाणित')).toBeVisible();
    await expect(canvas.getByText(/बुकिंग और खरीदारी Healvia ऐप में होती है।$/)).toBeVisible();
  },
};
