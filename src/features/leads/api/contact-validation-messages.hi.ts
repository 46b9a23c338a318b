import type { ContactMessages } from '@/features/leads/api/contact-schema';

export const hi = {
  required: 'कृपया सभी ज़रूरी जानकारी भरें।',
  email: 'e-mail सही फ़ॉर्मैट में नहीं है।',
  phone: 'फ़ोन नंबर 10 अंकों का होना चाहिए।',
  tooLong: (max: number) => `ज़्यादा से ज़्यादा ${max} अक्षर लिखें।`,
} satisfies ContactMessages;
