import MiniSearch, { type AsPlainObject, type Options, type SearchOptions } from 'minisearch';
import type { SearchDocument, SearchEntry } from '@/features/search/model/search-entry';

export type SiteSearchIndex = MiniSearch<SearchDocument>;

/** The index as the build writes it (JSON) and the browser reads it back. */
export type SerializedSearchIndex = AsPlainObject;

/**
 * Typos forgiven per word: none up to three letters ("cbc" must not turn into "ct"), one from four,
 * two from seven, so a swapped pair of letters ("thyriod") still finds Thyroid.
 */
function typosForgiven(term: string): number {
  if (term.length >= 7) return 2;
  return term.length >= 4 ? 1 : 0;
}

/**
 * A lone letter is a whole word ("vitamin d"), not the start of every word that begins with it,
 * which would rank any long description above the titles.
 */
function isPrefix(term: string): boolean {
  return term.length > 1;
}

/**
 * Lower case without accents ("mullerian" finds "Müllerian"); a letter followed by digits also stands
 * for the letter alone, so "vitamin d" finds Vitamin D3 and "vitamin b" finds B12.
 */
function processTerm(term: string): string | string[] {
  const plain = term.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const letter = /^([a-z])\d+$/.exec(plain)?.[1];
  return letter === undefined ? plain : [plain, letter];
}

/**
 * Words of two letters or more match as prefixes (results while typing), all words must match (see
 * searchSite for the fallback), and a title match outweighs the other names, which outweigh the description.
 */
const defaultSearchOptions = {
  prefix: isPrefix,
  fuzzy: typosForgiven,
  boost: { title: 3, keywords: 1.5 },
  combineWith: 'AND',
} as const satisfies SearchOptions;

const storedFields = ['title', 'kind', 'line', 'route'] as const satisfies readonly Exclude<keyof SearchEntry, 'id'>[];

/** The build and the browser must use the same options: terms are processed alike when indexing and searching. */
const indexOptions: Options<SearchDocument> = {
  idField: 'id',
  fields: ['title', 'keywords', 'description'],
  storeFields: [...storedFields],
  processTerm,
  searchOptions: defaultSearchOptions,
};

export function createSearchIndex(documents: readonly SearchDocument[]): SiteSearchIndex {
  const index = new MiniSearch<SearchDocument>(indexOptions);
  index.addAll(documents);
  return index;
}

export function loadSearchIndex(serialized: SerializedSearchIndex): SiteSearchIndex {
  return MiniSearch.loadJS<SearchDocument>(serialized, indexOptions);
}
