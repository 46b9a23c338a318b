export const en = {
  error: 'Failed to load scans. Please try again.',
  empty: 'No scans available.',
  loading: 'Loading scans',
  /** The tab list's accessible name. */
  tabsLabel: 'Health scan categories',
};
