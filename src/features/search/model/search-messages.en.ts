import { plural } from '@/lib/i18n/plural';

export const en = {
  /** The heading of each group of results and the label of its filter chip. */
  kinds: {
    'health-check': 'Health checkups',
    'lab-test': 'Lab tests',
    scan: 'Scans',
    doctor: 'Doctors',
    speciality: 'Specialities',
    symptom: 'Symptoms',
    'care-program': 'Care programs',
    skincare: 'Skincare',
    product: 'Medicines & wellness',
  },
  results: (count: number) => plural(count, { one: `${count} result`, other: `${count} results` }),
  noResults: (query: string) => `No results for “${query}”`,
  loadFailed: 'Search could not be loaded.',
  checkConnection: 'Check your connection and try again.',
  /** Under "No results for …", before the link to support. */
  advice: 'Check the spelling or try another word. Can’t find what you need?',
  contactSupport: 'Contact support',
};
