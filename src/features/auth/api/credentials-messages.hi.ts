import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/auth/api/credentials-messages.en';

export const hi = {
  emailRequired: 'ई-मेल डालना ज़रूरी है।',
  email: 'कृपया सही ई-मेल पता डालें।',
  passwordRequired: 'पासवर्ड डालना ज़रूरी है।',
  passwordTooShort: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।',
  passwordTooLong: 'पासवर्ड 128 अक्षरों से लंबा नहीं हो सकता।',
  passwordTooCommon: 'यह पासवर्ड बहुत आम है। ऐसा पासवर्ड चुनें जिसका अंदाज़ा लगाना मुश्किल हो।',
} satisfies Messages<typeof en>;
