import { OPEN_NOW_STATUS } from '@/features/catalogue/model/centre-status';
import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/nearby-centres/nearby-centres-messages.en';

export const hi = {
  loadError: 'डेटा लोड नहीं हो सका।',
  empty: 'अभी कोई सेंटर उपलब्ध नहीं है।',
  loading: 'सेंटर लोड हो रहे हैं',
  formLabel: 'डायग्नोस्टिक सेंटर खोजें',
  state: 'राज्य',
  city: 'शहर',
  locality: 'इलाका',
  allStates: 'सभी राज्य',
  allCities: 'सभी शहर',
  allLocalities: 'सभी इलाके',
  chooseStateFirst: 'पहले राज्य चुनें',
  chooseCityFirst: 'पहले शहर चुनें',
  noCities: (state: string) => `${state} में कोई शहर नहीं जुड़ा है`,
  noLocalities: (city: string) => `${city} में कोई इलाका नहीं जुड़ा है`,
  submit: 'सेंटर खोजें',
  resultsHeading: 'डायग्नोस्टिक सेंटर',
  found: (count: number, area: string) => `${area ? `${area} में ` : ''}${count} सेंटर ${count === 1 ? 'मिला' : 'मिले'}`,
  noneInArea: 'इस इलाके में कोई सेंटर नहीं मिला। कोई दूसरा शहर या इलाका चुनें, या पूरे राज्य में खोजें।',
  status: 'स्थिति',
  address: 'पता',
  hours: 'समय',
  phone: 'फ़ोन',
  openNow: (closes: string) => `अभी खुला है · ${closes} पर बंद होगा`,
  closedNow: (opens: string) => `बंद है · ${opens} पर खुलेगा`,
  // The file's status is a record value in English: any status but 'Open Now' means the centre is shut.
  fileStatus: (status: string) => (status === OPEN_NOW_STATUS ? 'अभी खुला है' : 'बंद है'),
} satisfies Messages<typeof en>;
