export const en = {
  title: 'Frequently asked questions',
  loadError: 'Failed to load data.',
  empty: 'No FAQs found for this category.',
  loading: 'Loading questions',
};
