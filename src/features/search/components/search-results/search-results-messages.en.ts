export const en = {
  /** Name of the results page's search landmark. */
  landmark: 'Results',
  label: 'Search tests, scans, doctors and medicines',
  submit: 'Search',
  summary: (results: string, query: string) => `${results} for “${query}”`,
  /** The summary when a chip keeps to one kind. */
  summaryInKind: (summary: string, count: number, kind: string) => `${summary}, ${count} in ${kind}`,
  filter: 'Filter results by kind',
  all: (total: number) => `All (${total})`,
  /** Before a query: what can be searched (the kinds' names, in lower case). */
  intro: (kinds: readonly string[]) =>
    `Search everything we offer in one place: ${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}. Type a test, a scan, a condition, a medicine or a doctor’s name; small spelling mistakes are fine.`,
  popular: 'Popular searches',
  loading: 'Loading results',
};
