import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/search/components/search-results/search-results-messages.en';

export const hi = {
  landmark: 'नतीजे',
  label: 'टेस्ट, स्कैन, डॉक्टर और दवाएँ खोजें',
  submit: 'खोजें',
  summary: (results: string, query: string) => `“${query}” के लिए ${results}`,
  summaryInKind: (summary: string, count: number, kind: string) => `${summary}, ${kind} में ${count}`,
  filter: 'नतीजों को प्रकार के हिसाब से छाँटें',
  all: (total: number) => `सभी (${total})`,
  intro: (kinds: readonly string[]) =>
    `हमारी सारी सेवाएँ एक जगह खोजें: ${kinds.slice(0, -1).join(', ')} और ${kinds.at(-1)}। टेस्ट, स्कैन, बीमारी, दवा या डॉक्टर का नाम अंग्रेज़ी अक्षरों में लिखें; स्पेलिंग की छोटी-मोटी गलतियाँ चल जाएँगी।`,
  popular: 'लोकप्रिय खोजें',
  loading: 'नतीजे लोड हो रहे हैं',
} satisfies Messages<typeof en>;
