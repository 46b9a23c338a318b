export const en = {
  label: 'Our services',
  previous: 'Previous services',
  next: 'More services',
  loadError: 'Failed to load data.',
};
