export const en = {
  title: 'Health checks and lab tests',
  eyebrow: 'Diagnostics',
  description: 'Flat 60% off on health checks at accredited labs, with smart reports in 12 hrs.',
  /** The tab list's accessible name. */
  tabsLabel: 'Health checks and lab tests',
  error: 'Failed to fetch data',
  /** Each tab's text: its label, its carousel's name, and its loading and empty states. */
  healthChecks: {
    label: 'Popular Health Checks',
    carouselLabel: 'Popular health checks',
    loadingLabel: 'Loading health checks',
    emptyMessage: 'No health checks available.',
  },
  labTests: {
    label: 'Prescribed Lab Tests',
    carouselLabel: 'Prescribed lab tests',
    loadingLabel: 'Loading lab tests',
    emptyMessage: 'No lab tests available.',
  },
  testsIncluded: (count: number) => `${count} tests included`,
  /** What a health check covers, the record's list of diseases already joined. */
  covers: (diseases: string) => `Covers ${diseases}`,
  startsAt: 'Starts at',
};
