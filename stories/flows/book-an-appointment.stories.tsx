import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { lastSent, sentRequests } from '@mocks/handlers/api-call';
import { HomePage } from '@/app/pages/home/home-page';
import { daysFromToday, expectToast, findOpenDialog, specBox } from '../features/leads/lead-play';
import { pickDate } from '../support/pick-date';

const meta = {
  title: 'Flows/Book an appointment',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    sentRequests.length = 0;
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor books from the home hero: a slip, the fix, the booking, and back where they started. */
export const FromTheHomeHero: Story = {
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Book Appointment' });
    const preferredDate = daysFromToday(7);
    let dialog: HTMLElement = canvasElement;

    await step('the hero button opens the dialog with the cursor in Full Name', async () => {
      await userEvent.click(opener);
      dialog = await findOpenDialog(canvasElement, 'Book an Appointment');
      await waitFor(() => expect(within(dialog).getByLabelText('Full Name')).toHaveFocus());
    });

    await step('typing the details, with the country code in the phone by mistake', async () => {
      await userEvent.keyboard('Asha Rao');
      await userEvent.tab();
      await userEvent.keyboard('asha.rao@example.in');
      await userEvent.tab();
      await userEvent.keyboard('+919876543210');
      await userEvent.tab();
      await pickDate(within(dialog).getByLabelText('Preferred Date'), preferredDate);
      await userEvent.selectOptions(within(dialog).getByLabelText('Preferred Time'), '4:00 PM - 5:00 PM');
      await userEvent.selectOptions(within(dialog).getByLabelText('Department'), 'Dermatology');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Appointment' }));
    });

    await step('the phone is refused: red box, summary focused, field marked; nothing sent', async () => {
      const summary = await within(dialog).findByRole('heading', { name: 'There is a problem' });
      await waitFor(() => expect(document.activeElement).toContainElement(summary));
      await expect(within(dialog).getAllByText('Phone number must be 10 digits').length).toBeGreaterThanOrEqual(3);
      await expect(sentRequests).toHaveLength(0);
    });

    await step('following the summary link to the phone and fixing it', async () => {
      await userEvent.click(within(dialog).getByRole('link', { name: 'Phone number must be 10 digits' }));
      const phone = within(dialog).getByLabelText('Phone Number');
      await expect(phone).toHaveFocus();
      await userEvent.clear(phone);
      await userEvent.keyboard('9876543210');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Appointment' }));
    });

    await step('booked: announced, the dialog closes and focus is back on the hero button', async () => {
      await expect(await body.findByText('Appointment booked successfully!', { selector: 'p' })).toBeVisible();
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
      await expect(lastSent('/api/appointments')?.body).toEqual({
        fullName: 'Asha Rao',
        email: 'asha.rao@example.in',
        phone: '+919876543210',
        preferredDate,
        preferredTime: '4:00 PM - 5:00 PM',
        department: 'Dermatology',
      });
    });
  },
};

/** The same journey on a Hindi page: a Hindi error, the fix, and the booking sent with the spec's English values. */
export const FromTheHomeHeroInHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement, step }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'अपॉइंटमेंट बुक करें' });
    const preferredDate = daysFromToday(7);
    let dialog: HTMLElement = canvasElement;

    await step('the hero button opens the Hindi dialog with the cursor in the name', async () => {
      await userEvent.click(opener);
      dialog = await findOpenDialog(canvasElement, 'अपॉइंटमेंट बुक करें');
      await waitFor(() => expect(within(dialog).getByLabelText('पूरा नाम')).toHaveFocus());
    });

    await step('typing the details, with the country code in the phone by mistake', async () => {
      await userEvent.keyboard('Asha Rao');
      await userEvent.tab();
      await userEvent.keyboard('asha.rao@example.in');
      await userEvent.tab();
      await userEvent.keyboard('+919876543210');
      await userEvent.tab();
      await pickDate(within(dialog).getByLabelText('पसंद की तारीख'), preferredDate);
      await userEvent.selectOptions(within(dialog).getByLabelText('पसंद का समय'), 'शाम 4:00 - 5:00');
      await userEvent.selectOptions(within(dialog).getByLabelText('विभाग'), 'त्वचा रोग (डर्मेटोलॉजी)');
      await userEvent.click(within(dialog).getByRole('button', { name: 'अपॉइंटमेंट पक्का करें' }));
    });

    await step('the phone is refused in Hindi; nothing sent', async () => {
      await waitFor(() => expect(specBox(dialog)).toHaveTextContent('फ़ोन नंबर 10 अंकों का होना चाहिए।'));
      await expect(within(dialog).getByLabelText('मोबाइल नंबर')).toBeInvalid();
      await expect(sentRequests).toHaveLength(0);
    });

    await step('fixing the phone and booking: announced in Hindi, back on the hero button', async () => {
      const phone = within(dialog).getByLabelText('मोबाइल नंबर');
      await userEvent.clear(phone);
      await userEvent.type(phone, '9876543210');
      await userEvent.click(within(dialog).getByRole('button', { name: 'अपॉइंटमेंट पक्का करें' }));
      await expectToast(canvasElement, 'अपॉइंटमेंट बुक हो गया!', 'polite');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
      await expect(lastSent('/api/appointments')?.body).toEqual({
        fullName: 'Asha Rao',
        email: 'asha.rao@example.in',
        phone: '+919876543210',
        preferredDate,
        preferredTime: '4:00 PM - 5:00 PM',
        department: 'Dermatology',
      });
    });
  },
};
