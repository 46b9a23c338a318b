export const en = {
  carouselLabel: 'Specialities',
  loadError: 'Failed to load specialities. Please try again later.',
  loading: 'Loading specialities',
  consultFor: 'Consult for',
};
