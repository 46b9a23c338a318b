export const en = {
  error: 'Failed to load data.',
  empty: 'No collection methods available.',
  loading: 'Loading collection methods',
  /** The tab list's accessible name. */
  tabsLabel: 'Sample collection methods',
  /** Before each step's number and title: "Step 1: Book a slot". */
  step: 'Step',
};
