import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/our-doctors/our-doctors-messages.en';

export const hi = {
  intro: 'रजिस्टर्ड विशेषज्ञ डॉक्टर, जो online और क्लिनिक में सलाह देते हैं। उनकी पढ़ाई और अनुभव के बारे में पढ़ें, फिर बुक करने के लिए हमें कॉल करें या कॉलबैक का अनुरोध करें।',
} satisfies Messages<typeof en>;
