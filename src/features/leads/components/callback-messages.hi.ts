import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/leads/components/callback-messages.en';

export const hi = {
  dialogTitle: 'मदद चाहिए?',
  dialogDescription: 'अपना नंबर दें, हमारे हेल्थ एक्सपर्ट आपको कॉल करेंगे।',
  blockTitle: 'कॉलबैक का अनुरोध करें',
  blockDescription: 'अपना नंबर दें, हमारे हेल्थ एक्सपर्ट आपको कॉल करेंगे।',
  submit: 'कॉलबैक पाएँ',
  submitting: 'भेजा जा रहा है...',
  supportLine: 'ख़ुद कॉल करना चाहते हैं? हमारी 24x7 हेल्पलाइन:',
} satisfies Messages<typeof en>;
