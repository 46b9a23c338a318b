export const en = {
  /** The list's accessible name. */
  listLabel: 'Frequently booked scans',
  error: 'Failed to load scans. Please try again.',
  empty: 'No scans available.',
  loading: 'Loading scans',
};
