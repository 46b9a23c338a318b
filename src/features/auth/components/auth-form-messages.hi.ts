import type { Messages } from '@/lib/i18n/messages';
import { hindiServerText } from '@/lib/i18n/retry-wait';
import { CREDENTIALS_MESSAGES } from '@/features/auth/api/credentials-schema';
import { hi as credentials } from '@/features/auth/api/credentials-messages.hi';
import type { en } from '@/features/auth/components/auth-form-messages.en';

const SOMETHING_WENT_WRONG = 'कोई गड़बड़ी हुई। कृपया फिर से कोशिश करें।';

/** The English failure texts the client or the server may give (spec §8, server/routes/auth-routes.ts), in Hindi. */
const knownFailures: Readonly<Record<string, string>> = {
  'Server error. Try again!': 'सर्वर में गड़बड़ी है। फिर से कोशिश करें!',
  'An error occurred. Please try again.': SOMETHING_WENT_WRONG,
  'Invalid email or password': 'ई-मेल या पासवर्ड गलत है।',
  'An account with this email already exists. Please log in instead.': 'इस ई-मेल से पहले से एक अकाउंट बना हुआ है। कृपया लॉग इन करें।',
  'We cannot save anything right now. Nothing was stored; please try again in a minute.':
    'अभी हम कुछ भी सेव नहीं कर पा रहे हैं। कृपया एक मिनट बाद फिर कोशिश करें।',
  ...Object.fromEntries(Object.entries(CREDENTIALS_MESSAGES).map(([key, english]) => [english, credentials[key as keyof typeof credentials]])),
};

/** Any other server text is English: say in Hindi what failed instead. */
const failure = (message: string) => hindiServerText(message, knownFailures, SOMETHING_WENT_WRONG);

export const hi = {
  email: 'ई-मेल',
  password: 'पासवर्ड',
  showPassword: 'पासवर्ड दिखाएँ',
  submitting: 'भेजा जा रहा है...',
  logIn: 'लॉग इन करें',
  createAccount: 'अकाउंट बनाएँ',
  passwordHint: (minLength: number) => `कम से कम ${minLength} अक्षर रखें।`,
  loggedIn: 'आप लॉग इन हो गए हैं!',
  registered: 'आपका अकाउंट बन गया और आप लॉग इन हो गए हैं!',
  failure,
} satisfies Messages<typeof en>;
