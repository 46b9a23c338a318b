import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/careers/careers-messages.en';

export const hi = {
  intro:
    'पूरे भारत के परिवारों तक डॉक्टर, लैब टेस्ट और स्कैन पहुँचाने में हमारा साथ दें। हम डॉक्टरों, इंजीनियरों और केयर कोऑर्डिनेटरों की एक टीम हैं, जो छोटी-छोटी बातों को भी सही करने पर ध्यान देती है।',
  openRoles: 'खाली पद',
  howToApply: 'आवेदन कैसे करें',
  apply:
    'अपना CV {email} पर भेजें और सब्जेक्ट लाइन में पद का नाम लिखें। हम हर आवेदन का जवाब देते हैं। आपके लिए सही पद नहीं दिख रहा? फिर भी हमें लिखें और बताएँ कि आप किस तरह मदद करना चाहेंगे।',
} satisfies Messages<typeof en>;
