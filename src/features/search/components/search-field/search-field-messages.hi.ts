import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/search/components/search-field/search-field-messages.en';

export const hi = {
  landmark: 'साइट',
  label: 'खोजें',
  placeholder: 'टेस्ट, स्कैन, डॉक्टर, दवाएँ खोजें',
  suggestions: 'खोज के सुझाव',
  loading: 'खोज लोड हो रही है…',
  tryAgain: 'फिर से कोशिश करें',
  noResults: (query: string) => `“${query}” के लिए कोई नतीजा नहीं मिला।`,
  someShown: (results: string, shown: number) => `${results}, ${shown} दिखाए गए`,
  resultsAnnounced: (results: string) => `${results}। चुनने के लिए ऊपर और नीचे वाले ऐरो बटन दबाएँ।`,
} satisfies Messages<typeof en>;
