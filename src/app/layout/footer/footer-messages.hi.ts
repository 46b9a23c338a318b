import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/layout/footer/footer-messages.en';

export const hi = {
  tagline: 'डॉक्टर, लैब टेस्ट और स्कैन — भरोसेमंद इलाज, घर के पास',
  getTheApp: 'ऐप डाउनलोड करें',
  appStore: 'App Store से डाउनलोड करें',
  googlePlay: 'Google Play पर पाएँ',
  company: 'कंपनी',
  services: 'सेवाएँ',
  contact: 'संपर्क',
  certified: 'ISO 2025 प्रमाणित',
  legalLine: (legalName: string, brandName: string) => `${legalName} बुकिंग और खरीदारी ${brandName} ऐप में होती है।`,
  socialLink: (brandName: string, network: string) => `${network} पर ${brandName} (नए टैब में खुलता है)`,
  links: {
    about: 'हमारे बारे में',
    blog: 'ब्लॉग',
    careers: 'करियर',
    press: 'प्रेस',
    contactUs: 'संपर्क करें',
    privacy: 'प्राइवेसी पॉलिसी',
    terms: 'इस्तेमाल की शर्तें',
    consultation: 'डॉक्टर से सलाह',
    labTests: 'लैब टेस्ट',
    healthPackages: 'हेल्थ पैकेज',
    scans: 'स्कैन और X-ray',
    doctors: 'हमारे डॉक्टर',
  },
} satisfies Messages<typeof en>;
