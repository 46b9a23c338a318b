import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/auth/auth-page-messages.en';

export const hi = {
  title: 'लॉग इन या साइन अप',
  description: `अपने ${siteConfig.brandName} अकाउंट में लॉग इन करें या एक मिनट में नया अकाउंट बनाएँ, ताकि मुफ़्त लक्षण सेल्फ़-चेक कर सकें और अपने इलाज का हिसाब रख सकें।`,
  heading: 'लॉग इन करें',
} satisfies Messages<typeof en>;
