import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { siteConfig } from '@/lib/site-config';
import { routeManifest } from '@/app/route-manifest';
import { PrivacyPage } from '@/app/pages/privacy/privacy-page';
import { TermsPage } from '@/app/pages/terms/terms-page';
import { privacySections } from '@/app/pages/privacy/privacy-content';
import { termsSections } from '@/app/pages/terms/terms-content';

const meta = {
  title: 'Pages/Legal',
  component: PrivacyPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Contents links to every numbered section; the rights under the DPDP Act and a mailto contact are there. */
export const Privacy: Story = {
  parameters: { route: { path: routeManifest.privacy.path } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: routeManifest.privacy.heading })).toBeVisible();
    const contents = within(canvas.getByRole('navigation', { name: 'Contents' }));
    await expect(contents.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(privacySections.map((section) => `#${section.id}`));
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.id)).toEqual(privacySections.map((section) => section.id));
    await expect(canvas.getByRole('region', { name: /Your rights/ })).toHaveTextContent('Data Protection Board of India');
    await expect(canvas.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
    await expect(canvas.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
  },
};

/** Emergencies first: 112 and 108 as tel: links; Indian law governs. */
export const Terms: Story = {
  render: () => <TermsPage />,
  parameters: { route: { path: routeManifest.terms.path } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: routeManifest.terms.heading })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.id)).toEqual(termsSections.map((section) => section.id));
    const emergency = within(canvas.getByRole('region', { name: /Not for emergencies/ }));
    await expect(emergency.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await expect(emergency.getByRole('link', { name: '108' })).toHaveAttribute('href', 'tel:108');
    await expect(canvas.getByRole('region', { name: /Governing law/ })).toHaveTextContent('laws of India');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  },
};

/** The privacy policy in Hindi: its contents, the DPDP Act rights (the Board's name also in English) and the date in Hindi. */
export const PrivacyInHindi: Story = {
  ...Privacy,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'प्राइवेसी पॉलिसी' })).toBeVisible();
    await expect(canvas.getByText('आखिरी बदलाव:', { exact: false })).toHaveTextContent('आखिरी बदलाव: 29 नवंबर 2026');
    const contents = within(canvas.getByRole('navigation', { name: 'विषय-सूची' }));
    await expect(contents.getByRole('link', { name: 'आपके अधिकार' })).toHaveAttribute('href', '#your-rights');
    await expect(canvas.getByRole('region', { name: /आपके अधिकार/ })).toHaveTextContent('भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India)');
    await expect(canvas.getByRole('region', { name: /हमसे संपर्क करें/ })).toHaveTextContent(`${siteConfig.email} पर लिखें या ${siteConfig.phone.display} पर कॉल करें।`);
    await expect(canvas.getByRole('link', { name: 'इस्तेमाल की शर्तें' })).toHaveAttribute('href', '/terms');
  },
};

/** The terms in Hindi: emergency numbers first, still tel: links inside the Hindi sentence. */
export const TermsInHindi: Story = {
  ...Terms,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'इस्तेमाल की शर्तें' })).toBeVisible();
    const emergency = within(canvas.getByRole('region', { name: /इमरजेंसी के लिए नहीं/ }));
    await expect(emergency.getByText(`${siteConfig.brandName} इमरजेंसी सेवा नहीं है।`)).toBeVisible();
    await expect(emergency.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await expect(emergency.getByRole('link', { name: '108' })).toHaveAttribute('href', 'tel:108');
    await expect(canvas.getByRole('region', { name: /लागू कानून/ })).toHaveTextContent('भारत के कानूनों');
    await expect(canvas.getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toHaveAttribute('href', '/privacy');
  },
};
