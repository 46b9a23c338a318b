import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/opd/opd-messages.en';

export const hi = {
  whyUs: `OPD के लिए ${siteConfig.brandName} ही क्यों`,
  reasons: {
    hospitals: {
      title: '1000+ पार्टनर अस्पताल',
      text: 'पूरे भारत के अस्पतालों और क्लिनिक में OPD विज़िट, नेटवर्क क्लिनिक पर कैशलेस।',
    },
    doctors: {
      title: '5000+ डॉक्टर',
      text: 'जनरल फ़िज़िशियन और विशेषज्ञ डॉक्टर, online या आमने-सामने, ताकि डॉक्टर की सलाह कभी दूर न हो।',
    },
    labs: {
      title: 'मान्यता प्राप्त लैब',
      text: 'हर टेस्ट मान्यता प्राप्त लैब में होता है, और सैंपल घर से लिया जाता है।',
    },
    reports: {
      title: '12 से 24 घंटे में रिपोर्ट',
      text: 'नतीजे 12 से 24 घंटे के अंदर फ़ोन पर आ जाते हैं, डॉक्टर को दिखाने के लिए तैयार।',
    },
  },
  services: { title: 'प्लान में क्या-क्या शामिल है', description: 'कोई कैटेगरी चुनें और देखें कि आपके कर्मचारियों को क्या मिलता है।' },
  callback: {
    title: 'अपनी टीम के लिए OPD कवर प्लान करें',
    description: 'अपना नंबर छोड़ें, हमारी बेनिफ़िट टीम आपको कॉल करके आपकी कंपनी के लिए एक प्लान बताएगी।',
  },
} satisfies Messages<typeof en>;
