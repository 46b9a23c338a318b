import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/onboarding/components/registration-choices-messages.en';

export const hi = {
  start: 'शुरू करें',
  choices: {
    patient: {
      title: 'मरीज़ रजिस्ट्रेशन',
      summary: 'हमारे पार्टनर अस्पतालों में इलाज के लिए रजिस्टर करें: PMJAY, प्राइवेट इंश्योरेंस या ख़ुद भुगतान से।',
      needs: 'पास रखें: अपने ID प्रूफ़ के नंबर और कोई भी रिपोर्ट।',
    },
    doctor: {
      title: 'डॉक्टर रजिस्ट्रेशन',
      summary: 'हमारे नेटवर्क से जुड़ें और मरीज़ों को क्लिनिक पर, online या दोनों तरह से देखें।',
      needs: 'पास रखें: प्रोफ़ाइल फ़ोटो, मेडिकल रजिस्ट्रेशन सर्टिफ़िकेट और कोई सरकारी ID।',
    },
    hospital: {
      title: 'अस्पताल रजिस्ट्रेशन',
      summary: 'हमारे पार्टनर बनें, मरीज़ों के रेफ़रल पाएँ और कैशलेस इलाज दें।',
      needs: 'पास रखें: रजिस्ट्रेशन और मान्यता (accreditation) सर्टिफ़िकेट, मालिक की ID और अस्पताल की एक फ़ोटो।',
    },
  },
} satisfies Messages<typeof en>;
