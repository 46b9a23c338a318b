import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/consultation/consultation-entry-messages.en';

const code = 'NEW10';

export const hi = {
  title: 'डॉक्टर से online सलाह',
  description: `30+ स्पेशलिटी के योग्य डॉक्टरों से वीडियो या चैट पर online सलाह लें। कोड ${code} से पहली सलाह पर फ़्लैट 10% छूट।`,
  heading: 'डॉक्टर से online सलाह',
} satisfies Messages<typeof en>;
