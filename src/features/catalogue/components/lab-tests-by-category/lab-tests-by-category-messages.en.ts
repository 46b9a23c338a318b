export const en = {
  error: 'Failed to fetch data',
  empty: 'No lab tests available.',
  loading: 'Loading lab tests',
  /** The tab list's accessible name. */
  tabsLabel: 'Lab test categories',
};
