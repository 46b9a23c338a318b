import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/auth/components/auth-messages.en';

export const hi = {
  modes: {
    login: {
      heading: 'लॉग इन करें',
      greeting: 'फिर से स्वागत है!',
      invitation: 'पहली बार आए हैं? लक्षण सेल्फ़-चेक करने के लिए अकाउंट बनाएँ।',
      switchLabel: 'साइन अप करें',
    },
    register: {
      heading: 'नया अकाउंट बनाएँ',
      greeting: 'नमस्ते, दोस्त!',
      invitation: 'पहले से अकाउंट है? जहाँ छोड़ा था, वहीं से आगे बढ़ने के लिए लॉग इन करें।',
      switchLabel: 'साइन इन करें',
    },
  },
  benefits: {
    selfCheck: '3 मिनट से कम में मुफ़्त लक्षण सेल्फ़-चेक करें।',
    nextStep: 'जानें कि अभी मदद बुलानी है, आज ही डॉक्टर को दिखाना है या कंसल्टेशन बुक करना है।',
    answersKept: 'अगर बीच में आपका सेशन खत्म हो जाए, तो आपके जवाब यहीं सेव रहते हैं।',
  },
  sessionExpired: 'आपका सेशन खत्म हो गया है। आगे बढ़ने के लिए फिर से लॉग इन करें — आपके जवाब सेव हैं।',
} satisfies Messages<typeof en>;
