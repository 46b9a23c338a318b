import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/layout/header/header-messages.en';

export const hi = {
  mainNav: 'मुख्य',
  ourServices: 'हमारी सेवाएँ',
  aboutUs: 'हमारे बारे में',
  contactUs: 'संपर्क करें',
  onboardForm: 'रजिस्ट्रेशन फ़ॉर्म',
  login: 'लॉगिन/साइन अप',
  logout: 'लॉगआउट',
  openMenu: 'मेन्यू खोलें',
  closeMenu: 'मेन्यू बंद करें',
  search: 'खोजें',
  searchPlaceholder: 'टेस्ट, स्कैन, डॉक्टर, दवाइयाँ खोजें',
  closeSearch: 'खोज बंद करें',
  servicesLoading: 'सेवाएँ लोड हो रही हैं',
  servicesFailed: 'डेटा लोड नहीं हो सका।',
} satisfies Messages<typeof en>;
