export const en = {
  loadError: 'Failed to load consultation information',
  loading: 'Loading reasons to consult online',
};
