export const en = {
  carouselLabel: 'Care programs',
  loadError: 'Failed to load data.',
  empty: 'No programs available.',
  loading: 'Loading programs',
  duration: 'Duration:',
};
