import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/doctor-profiles/doctor-profiles-messages.en';

export const hi = {
  loadError: 'डॉक्टरों की जानकारी लोड नहीं हो सकी।',
  empty: 'अभी कोई डॉक्टर उपलब्ध नहीं है।',
  loading: 'डॉक्टरों की प्रोफ़ाइल लोड हो रही हैं',
  indexHeading: 'इस पेज पर डॉक्टर खोजें',
  avatarAlt: (name: string) => `${name} की तस्वीर`,
  about: 'परिचय',
  education: 'शिक्षा',
  experience: 'अनुभव',
  expertise: 'विशेषज्ञता',
  whyChoose: (name: string) => `${name} को क्यों चुनें`,
  helpline: 'हेल्पलाइन',
  email: 'E-mail',
  website: 'वेबसाइट',
  helplineOf: (name: string) => `${name} की हेल्पलाइन`,
  emailOf: (name: string) => `${name} का e-mail`,
  websiteOf: (name: string) => `${name} की वेबसाइट`,
} satisfies Messages<typeof en>;
