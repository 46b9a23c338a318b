import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/leads/components/lead-button-messages.en';

export const hi = {
  bookAppointment: 'अपॉइंटमेंट बुक करें',
  requestCallback: 'कॉलबैक पाएँ',
  loadingForm: 'फ़ॉर्म लोड हो रहा है',
} satisfies Messages<typeof en>;
