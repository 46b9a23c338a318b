import type { CallbackMessages } from '@/features/leads/api/callback-schema';

export const hi = {
  phone: 'कृपया सही फ़ोन नंबर लिखें।',
} satisfies CallbackMessages;
