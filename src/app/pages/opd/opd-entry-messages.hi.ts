import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/opd/opd-entry-messages.en';

export const hi = {
  title: 'कर्मचारियों के लिए OPD सुविधाएँ',
  description: 'आपकी टीम के लिए OPD कवर: 1000+ पार्टनर अस्पतालों और क्लिनिक में डॉक्टर से सलाह, जाँच, दवाइयाँ और वेलनेस।',
  heading: 'OPD सुविधाएँ',
} satisfies Messages<typeof en>;
