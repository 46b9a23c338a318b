export const en = {
  /** Name of the search landmark. */
  landmark: 'Site',
  label: 'Search',
  placeholder: 'Search tests, scans, doctors, medicines',
  suggestions: 'Search suggestions',
  loading: 'Loading search…',
  tryAgain: 'Try again',
  noResults: (query: string) => `No results for “${query}”.`,
  /** More results than the popup shows. */
  someShown: (results: string, shown: number) => `${results}, ${shown} shown`,
  /** What the live region says once results show. */
  resultsAnnounced: (results: string) => `${results}. Use the up and down arrows to choose.`,
};
