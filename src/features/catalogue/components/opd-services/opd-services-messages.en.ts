export const en = {
  tabsLabel: 'OPD service categories',
  loadError: 'Failed to load data.',
  empty: 'No services available.',
  loading: 'Loading services',
};
