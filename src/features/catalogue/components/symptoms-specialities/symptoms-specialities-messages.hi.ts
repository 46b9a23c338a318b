import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/symptoms-specialities/symptoms-specialities-messages.en';

export const hi = {
  title: 'डॉक्टर से सलाह लें',
  eyebrow: 'लक्षण और विशेषज्ञता',
  description: 'अपनी तकलीफ़ से शुरू करें, या उस विशेषज्ञ से जिसकी आपको ज़रूरत है।',
  symptoms: 'लक्षण',
  specialities: 'विशेषज्ञता',
  toggleLabel: 'डॉक्टर किस आधार पर खोजें',
  findADoctor: 'डॉक्टर खोजें',
  loadError: 'डेटा लोड नहीं हो सका।',
  noSymptoms: 'अभी कोई लक्षण उपलब्ध नहीं है।',
  noSpecialities: 'अभी कोई विशेषज्ञता उपलब्ध नहीं है।',
  loading: 'लक्षण और विशेषज्ञता लोड हो रही हैं',
} satisfies Messages<typeof en>;
