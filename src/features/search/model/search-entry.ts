import { searchMessages } from '@/features/search/model/search-messages';

/** The kinds of result, in the order the suggestions and the results page group them. */
export const searchKinds = [
  'health-check',
  'lab-test',
  'scan',
  'doctor',
  'speciality',
  'symptom',
  'care-program',
  'skincare',
  'product',
] as const;

export type SearchKind = (typeof searchKinds)[number];

/** The heading of each group of results and the label of its filter chip, in the page's language. */
export const searchKindLabels: Readonly<Record<SearchKind, string>> = searchMessages.kinds;

/** One result as the index returns it: what a suggestion or a results card shows, and where it leads. */
export type SearchEntry = {
  /** Unique across the index, e.g. `lab-test-3` or `doctor-dr-nandini-rao`. */
  id: string;
  title: string;
  kind: SearchKind;
  /** A short line under the title: a price in ₹, a report time or a speciality. */
  line: string;
  /** The path it opens, with a `#fragment` when the page shows many such items. */
  route: string;
};

/** What the index is built from: an entry and the text it is found by besides its title. */
export type SearchDocument = SearchEntry & {
  /** Other names, included tests, conditions, categories: matched more strongly than the description. */
  keywords: string;
  description: string;
};
