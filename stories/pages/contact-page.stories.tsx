import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { lastSent, sentRequests } from '@mocks/handlers/api-call';
import { siteConfig } from '@/lib/site-config';
import { routeManifest } from '@/app/route-manifest';
import { ContactScreen } from '@/features/leads/screens/contact-screen';
import { expectToast, findOpenDialog } from '../features/leads/lead-play';

const meta = {
  title: 'Pages/Contact',
  component: ContactScreen,
  args: { heading: routeManifest.contact.heading },
  parameters: { layout: 'fullscreen', route: { path: routeManifest.contact.path } },
  beforeEach: () => {
    sentRequests.length = 0;
  },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Send us a message' })).toBeVisible();
    const reach = within(canvas.getByRole('region', { name: 'Other ways to reach us' }));
    await expect(reach.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', siteConfig.phone.href);
    await expect(reach.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
    await expect(reach.getByRole('button', { name: 'Request Callback' })).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

export const RequestACallbackFromThePage: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Request Callback' });
    await userEvent.click(opener);
    const dialog = await findOpenDialog(canvasElement, 'Need Assistance?');
    await userEvent.type(within(dialog).getByLabelText('Phone Number'), '9123456780');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request Callback' }));
    await expect(await body.findByText('Submitted Successfully!', { selector: 'p' })).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(lastSent('/api/callbacks')?.body).toEqual({ phone: '+919123456780' });
  },
};

/** The Hindi page: heading, form and ways to reach us in Hindi, and a callback requested from it, announced in Hindi. */
export const InHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the page reads in Hindi', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'हमसे संपर्क करें' })).toBeVisible();
      await expect(canvas.getByRole('form', { name: 'हमें संदेश भेजें' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'संदेश भेजें' })).toBeVisible();
      const reach = within(canvas.getByRole('region', { name: 'हमसे संपर्क के दूसरे तरीके' }));
      await expect(reach.getByText(/24x7 हेल्पलाइन/)).toBeVisible();
      await expect(reach.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', siteConfig.phone.href);
    });
    await step('a callback requested from the page', async () => {
      const opener = canvas.getByRole('button', { name: 'कॉलबैक पाएँ' });
      await userEvent.click(opener);
      const dialog = await findOpenDialog(canvasElement, 'मदद चाहिए?');
      await userEvent.type(within(dialog).getByLabelText('मोबाइल नंबर'), '9123456780');
      await userEvent.click(within(dialog).getByRole('button', { name: 'कॉलबैक पाएँ' }));
      await expectToast(canvasElement, 'अनुरोध भेज दिया गया!', 'polite');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
      await expect(lastSent('/api/callbacks')?.body).toEqual({ phone: '+919123456780' });
    });
  },
};
