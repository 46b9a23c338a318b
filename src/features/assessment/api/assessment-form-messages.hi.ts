import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/assessment/api/assessment-form-messages.en';

export const hi = {
  required: 'कृपया इस ज़रूरी सवाल का जवाब दें।',
  eachOnce: 'हर जवाब एक ही बार चुना जा सकता है।',
  noneOfTheseAlone: "'इनमें से कोई नहीं' को दूसरे जवाबों के साथ नहीं चुना जा सकता।",
  tooLong: (max: number) => `${max} अक्षरों से ज़्यादा न लिखें।`,
} satisfies Messages<typeof en>;
