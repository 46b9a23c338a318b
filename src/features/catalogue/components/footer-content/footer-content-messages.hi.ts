import type { CareerOpening } from '@/features/catalogue/schemas/career-opening';
import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/footer-content/footer-content-messages.en';

const employmentTypes: Readonly<Record<CareerOpening['type'], string>> = {
  'Full-time': 'फ़ुल-टाइम',
  'Part-time': 'पार्ट-टाइम',
  Contract: 'कॉन्ट्रैक्ट',
  Internship: 'इंटर्नशिप',
};

export const hi = {
  loadError: 'डेटा लोड नहीं हो सका।',
  noPosts: 'अभी कोई पोस्ट उपलब्ध नहीं है।',
  loadingPosts: 'पोस्ट लोड हो रही हैं',
  minutesToRead: (minutes: number) => `पढ़ने में ${minutes} मिनट`,
  noRoles: 'अभी कोई पद खाली नहीं है।',
  loadingRoles: 'खाली पद लोड हो रहे हैं',
  employmentType: (type: CareerOpening['type']) => employmentTypes[type],
  noPressItems: 'अभी कोई प्रेस रिलीज़ नहीं है।',
  loadingPressItems: 'प्रेस रिलीज़ लोड हो रही हैं',
} satisfies Messages<typeof en>;
